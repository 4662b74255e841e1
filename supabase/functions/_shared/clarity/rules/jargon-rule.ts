import { jargonEntries, latinAbbreviations } from './jargon-data.ts';
import { createWordListFinder } from './plain-words-rule.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';

const words = createWordListFinder({
  entries: jargonEntries,
  reasons: {
    word: 'an everyday word for a reader outside the field',
    phrase: 'an everyday phrase for a reader outside the field',
  },
  keepTechnical: false,
});

/** "e.g." → "for example", "i.e." → "that is" (the protected-span pattern for paths skips them). */
function latinEdits(text: string): Proposal[] {
  return latinAbbreviations.flatMap(({ pattern, english }) =>
    [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      replacement: english,
      reason: 'plain English for a Latin abbreviation',
      rule: match[0],
    })),
  );
}

function findJargon(context: RuleContext): Proposal[] {
  return [...words(context), ...latinEdits(context.text)];
}

/** PLAIN: jargon and long words swapped for everyday ones, and Latin abbreviations in English. */
export const jargonFamily: RuleFamily = {
  sources: [...sourcesOf(jargonEntries), 'apa-latin'],
  summary:
    'jargon and long words for a reader outside the field ("leverage" → "use", "heterogeneous" → "mixed", "Therefore," → "So,"), "e.g." and "i.e." in English',
  find: findJargon,
};
