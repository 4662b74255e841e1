type Environment = Readonly<Record<string, string | undefined>>;

const switchValues: Readonly<Record<string, boolean>> = {
  on: true,
  true: true,
  '1': true,
  off: false,
  false: false,
  '0': false,
};

/**
 * Reads a function's settings from its environment (blank values already removed) with plain
 * checks, collecting every problem so that one error lists them all: a deploy with three bad
 * values is fixed in one round, not three. Each read answers a usable value (its fallback when a
 * value is refused) and `finish()` throws if anything was refused.
 */
export class SettingsReader {
  readonly #env: Environment;
  readonly #problems: string[] = [];

  constructor(env: Environment) {
    this.#env = env;
  }

  #refuse<T>(name: string, expected: string, fallback: T): T {
    this.#problems.push(`${name} must be ${expected}`);
    return fallback;
  }

  /** A string, or undefined when unset. */
  text(name: string): string | undefined {
    return this.#env[name];
  }

  /** An absolute URL (`https://…`); undefined when unset and not `required`. */
  url(name: string, options: { required: true }): string;
  url(name: string, options?: { required?: false }): string | undefined;
  url(name: string, options: { required?: boolean } = {}): string | undefined {
    const value = this.#env[name];
    if (value === undefined) {
      return options.required ? this.#refuse(name, 'set to a URL', '') : undefined;
    }
    return URL.canParse(value) ? value : this.#refuse(name, 'a URL', '');
  }

  /** A whole number within [min, max]; the fallback when unset. */
  integer(name: string, fallback: number, limits: { min: number; max: number }): number {
    const value = this.#env[name];
    if (value === undefined) return fallback;
    const number = Number(value);
    return Number.isInteger(number) && number >= limits.min && number <= limits.max
      ? number
      : this.#refuse(name, `a whole number from ${limits.min} to ${limits.max}`, fallback);
  }

  /** A number within [min, max]; undefined when unset. */
  number(name: string, limits: { min: number; max: number }): number | undefined {
    const value = this.#env[name];
    if (value === undefined) return undefined;
    const number = Number(value);
    return Number.isFinite(number) && number >= limits.min && number <= limits.max
      ? number
      : this.#refuse(name, `a number from ${limits.min} to ${limits.max}`, undefined);
  }

  /** on/off, true/false or 1/0; the fallback when unset. */
  switch(name: string, fallback: boolean): boolean {
    const value = this.#env[name];
    if (value === undefined) return fallback;
    const answer = Object.hasOwn(switchValues, value) ? switchValues[value] : undefined;
    return answer ?? this.#refuse(name, 'one of on, off, true, false, 1, 0', fallback);
  }

  /** One of `choices`; the fallback when unset. */
  choice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const value = this.#env[name];
    if (value === undefined) return fallback;
    return (choices as readonly string[]).includes(value)
      ? (value as T)
      : this.#refuse(name, `one of ${choices.join(', ')}`, fallback);
  }

  /** A value read by `read`, which throws to refuse it; undefined when unset. */
  parsed<T>(name: string, expected: string, read: (value: string) => T): T | undefined {
    const value = this.#env[name];
    if (value === undefined) return undefined;
    try {
      return read(value);
    } catch {
      return this.#refuse(name, expected, undefined);
    }
  }

  /** Throws one error listing every refused value, if any was. */
  finish(context: string): void {
    if (this.#problems.length === 0) return;
    throw new Error(`${context}: ${this.#problems.join('; ')}`);
  }
}
