import { jargonEntries, latinAbbreviations } from './jargon-data.ts';
import { matchEdits, type Proposal, type RuleContext, type RuleFamily } from './rule-family.ts';
import { swapFamily } from './word-families.ts';

const words = swapFamily({
  rules: jargonEntries,
  reason: {
    word: 'an everyday word for a reader outside the field',
    phrase: 'an everyday phrase for a reader outside the field',
  },
  verbsOnly: true,
  summary:
    'jargon and long words for a reader outside the field ("leverage" → "use", "heterogeneous" → "mixed", "Therefore," → "So,"), "e.g." and "i.e." in English',
});

/**
 * "e.g." → "for example", "i.e." → "that is", where `keep` takes the match (the protected-span
 * pattern for paths skips them).
 */
export const latinEdits = (
  text: string,
  reason: string,
  keep?: (match: RegExpExecArray) => boolean,
): Proposal[] =>
  latinAbbreviations.flatMap(({ pattern, english }) =>
    matchEdits(text, pattern, { replacement: english, reason }, keep),
  );

/** PLAIN: jargon and long words swapped for everyday ones, and Latin abbreviations in English. */
export const jargonFamily: RuleFamily = {
  ...words,
  sources: [...words.sources, 'apa-latin'],
  find: (context: RuleContext) => [
    ...words.find(context),
    ...latinEdits(context.text, 'plain English for a Latin abbreviation'),
  ],
};
