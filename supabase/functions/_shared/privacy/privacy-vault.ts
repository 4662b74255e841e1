import { type Seats, seatsOf } from './placeholder-seats.ts';
import {
  placeholderClose,
  placeholderFor,
  placeholderOpen,
  placeholderPattern,
  type WithheldKind,
} from './withheld-kinds.ts';

/** Counts of values kept back, by kind (`{"email": 1, "phone": 2}`); never a value. */
export type WithheldCounts = Partial<Record<WithheldKind, number>>;

interface WithheldValue {
  kind: WithheldKind;
  /** Exactly as the draft has it, marks and all: what the placeholder is restored to. */
  original: string;
  /** How many times the masked draft carries the placeholder. */
  uses: number;
}

/**
 * The values one request kept back, by placeholder. It lives only as long as the request: the
 * values sit in private fields, so neither JSON.stringify nor console.log nor an error's
 * message built from it can show one (both print the counts by kind instead).
 */
export class PrivacyVault {
  readonly #byPlaceholder = new Map<string, WithheldValue>();
  readonly #placeholderOf = new Map<string, string>();
  readonly #ordinals = new Map<WithheldKind, number>();
  #strayBrackets = 0;
  #seats = new Map<string, Seats>();

  /** The placeholder for `original`: the same text always gets the same one. */
  withhold(kind: WithheldKind, original: string): string {
    const known = this.#placeholderOf.get(original);
    if (known !== undefined) {
      this.#byPlaceholder.get(known)!.uses++;
      return known;
    }
    const ordinal = (this.#ordinals.get(kind) ?? 0) + 1;
    this.#ordinals.set(kind, ordinal);
    const placeholder = placeholderFor(kind, ordinal);
    this.#byPlaceholder.set(placeholder, { kind, original, uses: 1 });
    this.#placeholderOf.set(original, placeholder);
    return placeholder;
  }

  /**
   * Remembers how many lone brackets the masked draft has, which a reply may echo, and where
   * each placeholder sits in it, which a reply's placeholders must not trade.
   */
  noteMaskedText(masked: string): void {
    const brackets = [...masked.replace(placeholderPattern, '')].filter(
      (character) => character === placeholderOpen || character === placeholderClose,
    ).length;
    this.#strayBrackets = brackets;
    this.#seats = seatsOf(masked);
  }

  /** Where each placeholder sits in the masked draft (words, never values). */
  get seatsInDraft(): ReadonlyMap<string, Seats> {
    return this.#seats;
  }

  original(placeholder: string): string | undefined {
    return this.#byPlaceholder.get(placeholder)?.original;
  }

  /** How many times the masked draft carries `placeholder` (0 when it is not this vault's). */
  usesInDraft(placeholder: string): number {
    return this.#byPlaceholder.get(placeholder)?.uses ?? 0;
  }

  get strayBracketsInDraft(): number {
    return this.#strayBrackets;
  }

  get size(): number {
    return this.#byPlaceholder.size;
  }

  placeholders(): string[] {
    return [...this.#byPlaceholder.keys()];
  }

  countsByKind(): WithheldCounts {
    const counts: WithheldCounts = {};
    for (const { kind } of this.#byPlaceholder.values()) counts[kind] = (counts[kind] ?? 0) + 1;
    return counts;
  }

  toJSON(): { withheld: WithheldCounts } {
    return { withheld: this.countsByKind() };
  }

  [Symbol.for('Deno.customInspect')](): string {
    return `PrivacyVault ${JSON.stringify(this.countsByKind())}`;
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `PrivacyVault ${JSON.stringify(this.countsByKind())}`;
  }
}
