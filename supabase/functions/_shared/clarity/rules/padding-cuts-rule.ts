import { buryingClauses } from '../../impact/stock-phrases.ts';
import { matchEdits, type Proposal, type RuleContext, type RuleFamily } from './rule-family.ts';
import { dropStockSentences } from './sentence-drops.ts';

/**
 * SHORTER's cut of a message's padding, beyond its words: every stock sentence (follow-ups,
 * reminders that only announce, "Please let me know if you have any questions", "Thank you for
 * your time and consideration"), and phrases that stretch a request without adding to it ("for
 * some time", "sometime in the next few weeks", "whether there could be potential for", "if you
 * have time"). Boomerang's study of 40 million e-mails: 50–125 words got the most replies;
 * Rogers & Lasky-Fink: fewer words, fewer requests. A sentence holding a fact or a name stays.
 */
interface PaddingPhrase {
  id: string;
  /** A regular expression source; the whole match goes, or its `cut` group where it has one. */
  pattern: string;
}

const phrases: readonly PaddingPhrase[] = [
  {
    // "I have been following your work for some time": how long the writer has admired it.
    id: 'for some time',
    pattern:
      '(?<![^\\S\\n])[^\\S\\n]+for (?:quite )?(?:some|a long) time(?<=\\b(?:following|followed|admired|known|read|reading|watching|interested in|meaning to|wanting to|planning to|thinking about|considering)\\b[^.!?\\n]{0,80})(?=[,.;!?])',
  },
  {
    id: 'sometime in the next few weeks',
    pattern:
      '(?<![^\\S\\n])[^\\S\\n]+(?:sometime|some time|at some point) (?:in the (?:next|coming) (?:few |couple of )?(?:weeks|months|days)|soon)(?=[\\s,.;?])',
  },
  {
    id: 'sometime next week',
    pattern: '(?<=\\s)(?:sometime|some time) (?=(?:next|this) (?:week|month))',
  },
  {
    id: 'whether there could be potential for',
    pattern:
      '(?<=\\b(?:discuss|explore|see|talk about) )whether there (?:could|might|would|may) (?:possibly )?be (?:any |some )?(?:potential|scope|room|interest|an opportunity) for ',
  },
  ...buryingClauses.map((clause, index) => ({
    id: `burying clause ${index + 1}`,
    pattern: `(?:,[^\\S\\n]*|(?<![^\\S\\n])[^\\S\\n]*)\\b${clause}\\b(?:,(?=\\s))?`,
  })),
];

const compiled = phrases.map((phrase) => ({ phrase, regex: new RegExp(phrase.pattern, 'giu') }));

function paddingPhrases(context: RuleContext): Proposal[] {
  return compiled.flatMap(({ phrase, regex }) =>
    matchEdits(context.text, regex, {
      replacement: '',
      reason: 'padding: the request says the same without it',
      rule: phrase.id,
    }),
  );
}

/** SHORTER: stock sentences and the phrases that pad a request. */
export const paddingCutsFamily: RuleFamily = {
  sources: ['fplg-concise', 'busy-readers'],
  summary:
    'stock sentences and padded requests ("Please let me know if you have any questions.", "for some time", "sometime in the next few weeks", "if you have time")',
  find: (context) => [
    ...dropStockSentences(context, 'a stock sentence: it asks and says nothing the reader needs'),
    ...paddingPhrases(context),
  ],
};
