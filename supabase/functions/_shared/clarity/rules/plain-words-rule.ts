import { everydayWordEntries } from './everyday-words-data.ts';
import { latinEdits } from './jargon-data.ts';
import { plainPhraseEntries } from './plain-phrases-data.ts';
import { plainWordEntries } from './plain-words-data.ts';
import type { RuleFamily } from './rule-family.ts';
import { swapFamily } from './word-families.ts';

/** The plainer verb for a verb base, for rules that rebuild a verb ("utilizing" → "use"). */
export const plainVerbs: ReadonlyMap<string, string> = new Map(
  plainWordEntries
    .filter(
      (rule) => rule.inflect === 'verb' && !rule.match.includes(' ') && !rule.when?.onlyBefore,
    )
    .map((rule) => [rule.match, rule.replacement]),
);

const plainWords = swapFamily({
  rules: [...plainWordEntries, ...everydayWordEntries, ...plainPhraseEntries],
  reason: { word: 'the plainer word reads faster', phrase: 'the shorter phrase says the same' },
  keepTechnical: true,
  verbsOnly: true,
  summary:
    'simpler words in every inflection ("utilize/utilizes/utilized/utilizing" → "use/uses/used/using", "demonstrated" → "showed", "has demonstrated" → "has shown"), shorter phrases ("in the event that" → "if", "pursuant to" → "under", "unaware of the fact that" → "unaware that"), "Furthermore,"/"Moreover,"/"In addition," heading a sentence → "Also,", and "e.g."/"i.e." in running text → "for example"/"that is" (in brackets they stay); never a word in its technical sense ("significant", "model", "random", "novel coronavirus", `technical-senses.ts`)',
});

/** Whether `at` is inside round brackets opened on the same line, looking back at most 200 characters. */
function inParentheses(text: string, at: number): boolean {
  for (let index = at - 1; index >= 0 && index >= at - 200; index--) {
    const character = text[index];
    if (character === ')' || character === '\n') return false;
    if (character === '(') return true;
  }
  return false;
}

export const plainWordsFamily: RuleFamily = {
  ...plainWords,
  sources: [...plainWords.sources, 'apa-latin'],
  // In brackets they stay, as the APA manual asks (7th ed., 6.29: Latin abbreviations only in
  // parenthetical material).
  find: (context) => [
    ...plainWords.find(context),
    ...latinEdits(
      context.text,
      'in running text, plain English for a Latin abbreviation',
      (match) => !inParentheses(context.text, match.index),
    ),
  ],
};
