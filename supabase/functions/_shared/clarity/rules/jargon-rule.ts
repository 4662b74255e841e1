import { jargonEntries, latinEdits } from './jargon-data.ts';
import type { RuleContext, RuleFamily } from './rule-family.ts';
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

/** PLAIN: jargon and long words swapped for everyday ones, and Latin abbreviations in English. */
export const jargonFamily: RuleFamily = {
  ...words,
  sources: [...words.sources, 'apa-latin'],
  find: (context: RuleContext) => [
    ...words.find(context),
    ...latinEdits(context.text, 'plain English for a Latin abbreviation'),
  ],
};
