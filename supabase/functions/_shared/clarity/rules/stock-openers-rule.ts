import { buryingClauses } from '../../impact/stock-phrases.ts';
import { matchEdits, type Proposal, type RuleContext, type RuleFamily } from './rule-family.ts';
import { dropStockSentences } from './sentence-drops.ts';

/**
 * Stock openers the default refinement drops, whole sentences only: the reader skims past them
 * on the way to the point (Rogers & Lasky-Fink, Writing for Busy Readers: fewer words, the key
 * information first). Follow-ups and reminders stay (they say why the message came); SHORTER
 * drops them too.
 */
const droppedOpeners = new Set([
  'hope this email finds you well',
  'hope you are well',
  'hope you had a good weekend',
  'hope your week is going well',
  'sorry to bother you',
  'sorry for reaching out',
  'apologies for the unsolicited email',
  'i know you are busy',
]);

/** "I just wanted to", "Just following up", "Just a reminder": the "just" that apologises. */
const apologeticJust =
  /\b(?:(?:i|we) (just) (?:wanted|want|wanted to|thought)|(just) (?:following up|checking in|circling back|a (?:friendly |quick |gentle |brief )?reminder|a (?:quick )?note|wanted to))\b/giu;

/** "…, in case it got buried in your inbox": with the comma before it. */
const burying = new RegExp(
  `(?:,[^\\S\\n]*|(?<![^\\S\\n])[^\\S\\n]*)\\b${buryingClauses[0]}\\b`,
  'giu',
);

function apologeticWords(context: RuleContext): Proposal[] {
  const edits: Proposal[] = [];
  for (const match of context.text.matchAll(apologeticJust)) {
    // "I just wanted", "Just a reminder" open their clause; "it was just a reminder" is no opener.
    const opener = context.tokens[context.document.tokenAt(match.index)];
    if (!opener?.opensClause) continue;
    const word = match[1] ?? match[2]!;
    const start = match.index + match[0].toLowerCase().indexOf(word.toLowerCase());
    let end = start + word.length;
    while (/[^\S\n]/.test(context.text[end] ?? '')) end++;
    edits.push({
      start,
      end,
      replacement: '',
      reason: '"just" apologises for writing; your message needs no apology',
      rule: 'just',
    });
  }
  return [
    ...edits,
    ...matchEdits(context.text, burying, {
      replacement: '',
      reason: 'the reader knows whether they read it; say what you need instead',
      rule: 'in case it got buried',
    }),
  ];
}

/** The default refinement's cut of what buries the point: stock openers, "just", "in case…". */
export const stockOpenersFamily: RuleFamily = {
  sources: ['fplg-concise', 'busy-readers'],
  summary:
    'stock openers and apologies before the point ("I hope this email finds you well.", "Sorry to bother you.", "I just wanted to", "in case it got buried in your inbox")',
  find: (context) => [
    ...dropStockSentences(
      context,
      'a stock opener: the reader gets to your point sooner without it',
      (id) => droppedOpeners.has(id),
    ),
    ...apologeticWords(context),
  ],
};
