import { kindOfPlaceholder, placeholderPattern } from './withheld-kinds.ts';

/**
 * Where a placeholder sits: the word just before it and the word just after it (lower case),
 * each within a few signs and never across another placeholder. `Write to ⟦EMAIL 1⟧; the key
 * is ⟦SECRET 1⟧.` seats ⟦EMAIL 1⟧ between "to" and "the", ⟦SECRET 1⟧ after "is".
 */
export interface Seats {
  before: Set<string>;
  after: Set<string>;
}

const wordBefore = /([\p{L}\p{N}]{1,32})[^\p{L}\p{N}⟦⟧]{0,3}$/u;
const wordAfter = /^[^\p{L}\p{N}⟦⟧]{0,3}([\p{L}\p{N}]{1,32})/u;
/** How far either side a seat's word is looked for. */
const reach = 36;

/** The seats of every placeholder of `text`, by placeholder (one per time it is written). */
export function seatsOf(text: string): Map<string, Seats> {
  const seats = new Map<string, Seats>();
  for (const match of text.matchAll(placeholderPattern)) {
    const placeholder = match[0];
    const start = match.index;
    const end = start + placeholder.length;
    const seat = seats.get(placeholder) ?? { before: new Set(), after: new Set() };
    const before = wordBefore.exec(text.slice(Math.max(0, start - reach), start))?.[1];
    const after = wordAfter.exec(text.slice(end, end + reach))?.[1];
    if (before) seat.before.add(before.toLowerCase());
    if (after) seat.after.add(after.toLowerCase());
    seats.set(placeholder, seat);
  }
  return seats;
}

/**
 * Placeholders of different kinds that traded places: each sits, in the answer, in a seat that
 * was the other's alone in the draft and was not its own. Restored, each value would stand
 * where the other belongs ("write to sk-…; the key is jane@…"), so such an answer fails like
 * one that lost a placeholder. A placeholder that moved with its words, or took a seat no other
 * placeholder had, traded nothing.
 */
export function tradedPlaceholders(draft: ReadonlyMap<string, Seats>, answer: string): string[] {
  const owners = { before: new Map<string, string[]>(), after: new Map<string, string[]>() };
  for (const [placeholder, seat] of draft) {
    for (const side of ['before', 'after'] as const) {
      for (const word of seat[side]) {
        const listed = owners[side].get(word);
        if (listed) listed.push(placeholder);
        else owners[side].set(word, [placeholder]);
      }
    }
  }
  /** The placeholders whose seat each placeholder of the answer took, other than its own. */
  const took = new Map<string, Set<string>>();
  for (const [placeholder, seat] of seatsOf(answer)) {
    const own = draft.get(placeholder);
    if (!own) continue;
    for (const side of ['before', 'after'] as const) {
      for (const word of seat[side]) {
        if (own[side].has(word)) continue;
        const others = owners[side].get(word) ?? [];
        const other = others[0];
        if (others.length !== 1 || other === undefined) continue;
        if (kindOfPlaceholder(other) === kindOfPlaceholder(placeholder)) continue;
        took.set(placeholder, (took.get(placeholder) ?? new Set()).add(other));
      }
    }
  }
  const traded = new Set<string>();
  for (const [placeholder, others] of took) {
    for (const other of others) {
      if (took.get(other)?.has(placeholder)) traded.add(placeholder).add(other);
    }
  }
  return [...traded].sort();
}
