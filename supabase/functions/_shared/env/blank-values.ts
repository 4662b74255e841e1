import process from 'node:process';

type Environment = Readonly<Record<string, string | undefined>>;

/** True for a missing, empty or whitespace-only value: what `NAME=` in an env file gives. */
export const isBlank = (value: string | undefined): boolean =>
  value === undefined || value.trim() === '';

/**
 * The variables that hold something, trimmed. `supabase/functions/.env` copied from
 * `.env.example`, and `supabase secrets set --env-file`, set every listed name, most of them to
 * an empty string: those mean "not set", everywhere the function reads its environment.
 */
export function withoutBlankValues(env: Environment): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && !isBlank(value)) present[name] = value.trim();
  }
  return present;
}

const hidden = Symbol.for('associate.blank-values-hidden');

/**
 * Makes blank variables read as unset through `process.env`, Node's view of the environment
 * that npm packages use. The AI SDK builds default providers when its modules load, and those
 * read `ANTHROPIC_BASE_URL` and `OPENAI_BASE_URL` from `process.env` and throw on an empty one
 * ("baseURL must be a non-empty string"), which crash-looped the function at import. The hosted
 * edge runtime's environment is read-only, so the variables cannot be deleted; the view is
 * wrapped instead. Must run before any AI SDK module is evaluated (route/index.ts calls it first).
 */
export function hideBlankValuesFromNodeEnv(): void {
  const current = process.env as typeof process.env & { [hidden]?: true };
  if (current[hidden]) return;
  const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';
  process.env = new Proxy(current, {
    get: (target, name) => {
      if (name === hidden) return true;
      const value = Reflect.get(target, name);
      return blank(value) ? undefined : value;
    },
    has: (target, name) => Reflect.has(target, name) && !blank(Reflect.get(target, name)),
    ownKeys: (target) =>
      Reflect.ownKeys(target).filter((name) => !blank(Reflect.get(target, name))),
    getOwnPropertyDescriptor: (target, name) =>
      blank(Reflect.get(target, name)) ? undefined : Reflect.getOwnPropertyDescriptor(target, name),
  });
}
