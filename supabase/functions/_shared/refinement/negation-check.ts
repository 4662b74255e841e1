import type { Fact } from '../contract/refinement-contract.ts';
import type { FoundFact } from '../text/facts/fact-extraction.ts';

/** Words a negation often stands before that say nothing about what it negates. */
const fillerWords = new Set(['a', 'an', 'the', 'any', 'be', 'been', 'being', 'to', 'yet', 'even']);

/**
 * What a negation is about: the first content word after it, cut to a short stem so "differ",
 * "differed" and "difference" match. The context text is "before negation after…".
 */
function scopeOf(negation: FoundFact, source: 'draft' | 'refined'): string {
  const words = negation.text.toLowerCase().split(/\s+/);
  const at = words.findIndex(
    (word) =>
      /^(?:not|no|never|none|nobody|nothing|nowhere|neither|nor|without|cannot)$/.test(word) ||
      /n['’]t$/.test(word),
  );
  const after = words.slice(at + 1).find((word) => !fillerWords.has(word)) ?? `${source}:${at}`;
  return after.slice(0, 5);
}

/**
 * Negations are soft facts counted, not located: equal counts pass whatever the wording ("did not
 * differ" → "didn't differ"). When the counts differ, the draft's negations whose scope the
 * refined text no longer negates are reported, or the refined text's extra ones (`added`).
 */
export function compareNegations(
  draft: readonly FoundFact[],
  refined: readonly FoundFact[],
): Fact[] {
  if (draft.length === refined.length) return [];
  const fewer = refined.length < draft.length;
  const [larger, smaller] = fewer ? [draft, refined] : [refined, draft];
  const available = smaller.map((negation) => scopeOf(negation, fewer ? 'refined' : 'draft'));
  const unmatched = larger.filter((negation) => {
    const index = available.indexOf(scopeOf(negation, fewer ? 'draft' : 'refined'));
    if (index < 0) return true;
    available.splice(index, 1);
    return false;
  });
  const difference = larger.length - smaller.length;
  const reported = unmatched.length >= difference ? unmatched : larger.slice(-difference);
  return reported.map((negation) => ({
    kind: 'negation',
    text: negation.text,
    hard: false,
    ...(fewer ? {} : { added: true as const }),
  }));
}
