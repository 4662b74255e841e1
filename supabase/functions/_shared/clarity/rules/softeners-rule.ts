import { verbForms } from '../../text/english/verb-forms.ts';
import { baseOfGerund } from '../../text/english/verb-lexicon.ts';
import { PhraseIndex } from '../../text/phrase-index.ts';
import { lastNonSpaceBefore } from '../../text/text-before.ts';
import { isRun, joined, spacesFrom, type Token } from '../../text/tokens.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';
import {
  hedgeAdverbs,
  hedgeAfterComma,
  hedgeBeforeMark,
  hedgeBeforeThat,
  hedgesBeforeAdjective,
  questionRequest,
  seemsTo,
} from './softeners-data.ts';
import { type AcceptWords, dropFamily, findWords, wordEdits } from './word-families.ts';

const reason = 'a direct claim needs no hedge';
const adverbs = dropFamily(hedgeAdverbs);
const beforeAdjective = dropFamily(hedgesBeforeAdjective);

/** Verbs a request asks for: "Could you send…?" is a request, "Could you believe…?" is not. */
const requestVerbs = new Set(
  `send share check review confirm let tell look read sign forward update add remove explain
  clarify provide give take join call email reply resend upload approve schedule book help fix
  run prepare comment circulate find return submit complete fill correct edit proofread
  summarise summarize include attach list note cc copy print post keep`.split(/\s+/),
);

const markFollows = (text: string, end: number) =>
  /[,.;!?]/.test(text.charAt(spacesFrom(text, end)));

/** ", I think." and ", we believe,": from the comma, where a mark follows. */
const afterComma = wordEdits(hedgeAfterComma, ({ text }) => (found) => {
  const comma = lastNonSpaceBefore(text, found.start);
  return text[comma] === ',' && markFollows(text, found.end)
    ? { ...found, start: comma }
    : undefined;
});

/** "The plan works, to some extent." from the comma, or the spaces, before the hedge. */
const beforeMark = wordEdits(hedgeBeforeMark, ({ text }) => (found) => {
  if (!markFollows(text, found.end)) return undefined;
  const spaces = lastNonSpaceBefore(text, found.start) + 1;
  return { ...found, start: text[spaces - 1] === ',' ? spaces - 1 : spaces };
});

/** What "that" is a pronoun before: "it seems that way". */
const thatPronoun = new Set(['way', 'much', 'is', 'was']);

/** "We think that the dose…": the hedge, "that" and the spaces after; "it seems that way" stays. */
const beforeThat = wordEdits(hedgeBeforeThat, ({ text, tokens }) => (found) => {
  const end = spacesFrom(text, found.end);
  const next = tokens[found.last + 1];
  const pronoun = next?.start === end && thatPronoun.has(next.lower);
  return end > found.end && !pronoun ? { ...found, end } : undefined;
});

/** The verb after "seems to", a word of letters: the match ends there. */
const withVerb =
  ({ text, tokens }: RuleContext): AcceptWords =>
  (found) => {
    const verb = tokens[found.last + 1];
    if (!verb || !/^\s+$/.test(text.slice(found.end, verb.start))) return undefined;
    if (!/^[a-z]+$/i.test(verb.text)) return undefined;
    return { ...found, last: found.last + 1, end: verb.end };
  };

/** "seems to be" → "is", "appear to show" → "show". */
function seemsToEdits(context: RuleContext): Proposal[] {
  const { tokens } = context;
  return findWords(seemsTo, context, withVerb(context)).flatMap((found): Proposal[] => {
    const singular = tokens[found.at]!.lower.endsWith('s');
    const verb = tokens[found.last]!.lower;
    const replacement =
      verb === 'be' ? (singular ? 'is' : 'are') : singular ? verbForms(verb).third : verb;
    if (verb !== 'be' && !requestVerbs.has(verb) && !['show', 'work', 'help'].includes(verb)) {
      return [];
    }
    return [{ start: found.start, end: found.end, replacement, reason, rule: seemsTo.rule! }];
  });
}

/** How a request asked as a question opens: "Could you …", "Would you mind …". */
const asks = new PhraseIndex<'ask' | 'mind'>();
for (const phrase of questionRequest.asks) asks.add(phrase, 'ask');
asks.add(questionRequest.mind, 'mind');

/**
 * "Could you please send" or "Would you mind checking" at tokens[index] (hedges and "be able
 * to" passed over): where the asking ends, the verb it asks for and what it becomes.
 */
function requestAt(text: string, tokens: readonly Token[], index: number) {
  const [found] = asks.matchesAt(text, tokens, index);
  if (!found) return undefined;
  let at = index + found.words.length;
  if (found.payload === 'mind') {
    const gerund = tokens[at];
    if (!gerund || !joined(text, tokens[at - 1]!, gerund)) return undefined;
    if (!/^[a-z]+ing$/i.test(gerund.text)) return undefined;
    const verb = baseOfGerund(gerund.lower);
    return { end: gerund.end, verb, replacement: `please ${verb}` };
  }
  while (questionRequest.hedges.has(tokens[at]?.lower ?? '')) at++;
  const able = questionRequest.able.every((part, offset) => tokens[at + offset]?.lower === part);
  if (able) at += questionRequest.able.length;
  const verb = tokens[at];
  if (!verb || !isRun(text, tokens, index, at - index + 1)) return undefined;
  if (!/^[a-z]+$/i.test(verb.text)) return undefined;
  return { end: tokens[at - 1]!.end, verb: verb.lower, replacement: 'please' };
}

/** "Could you send the file?" → "Please send the file."; "Would you mind checking" → "Please check". */
function requestEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  for (const index of context.document.clauseStarts) {
    const start = tokens[index]!.start;
    const request = requestAt(text, tokens, index);
    if (!request?.verb || !requestVerbs.has(request.verb)) continue;
    const { end, replacement } = request;
    const mark = /[.!?]/.exec(text.slice(end));
    if (mark?.[0] !== '?') continue;
    const base = { reason: 'a request, said as one', rule: 'question as request' } as const;
    edits.push({ ...base, start, end, replacement });
    const at = end + mark.index;
    edits.push({ ...base, start: at, end: at + 1, replacement: '.' });
  }
  return edits;
}

function findSofteners(context: RuleContext): Proposal[] {
  return [
    ...adverbs.find(context),
    ...beforeAdjective.find(context),
    ...afterComma(context),
    ...beforeMark(context),
    ...beforeThat(context),
    ...seemsToEdits(context),
    ...requestEdits(context),
  ];
}

/** DIRECT: hedges anywhere, and questions that are requests said as requests. */
export const softenersFamily: RuleFamily = {
  sources: sourcesOf(
    hedgeAdverbs.rules,
    hedgesBeforeAdjective.rules,
    hedgeAfterComma.rules,
    hedgeBeforeMark.rules,
    hedgeBeforeThat.rules,
  ),
  summary:
    'hedges anywhere ("perhaps", "a bit", "kind of", ", I think,", "it seems that", "seems to be" → "is") and requests asked as questions ("Could you send …?" → "Please send … .")',
  find: findSofteners,
};
