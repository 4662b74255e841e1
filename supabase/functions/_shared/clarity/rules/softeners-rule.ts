import { verbForms } from '../../text/english/verb-forms.ts';
import { baseOfGerund } from '../../text/english/verb-lexicon.ts';
import { PhraseIndex } from '../../text/phrase-index.ts';
import { lastNonSpaceBefore } from '../../text/text-before.ts';
import { spacesFrom, type Token } from '../../text/tokens.ts';
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

const single = (phrases: readonly string[]) => {
  const index = new PhraseIndex<true>({ joins: 'single' });
  for (const phrase of phrases) index.add(phrase, true);
  return index;
};
const asks = single(questionRequest.asks);
const mind = single([questionRequest.mind]);

/** words[index], where it starts at `at` and one space follows it. */
function spacedWordAt(text: string, words: readonly Token[], index: number, at: number) {
  const word = words[index];
  return word?.start === at && text[word.end] === ' ' ? word : undefined;
}

/** "Would you mind checking" at tokens[index]: where it ends and its verb. */
function mindAt(text: string, tokens: readonly Token[], index: number) {
  const gerund = tokens[index + 3];
  if (!gerund || mind.matchesAt(text, tokens, index).length === 0) return undefined;
  if (text.slice(tokens[index + 2]!.end, gerund.start) !== ' ') return undefined;
  if (!/^[a-z]+ing$/i.test(gerund.text)) return undefined;
  return { end: gerund.end, verb: baseOfGerund(gerund.lower) };
}

/**
 * "Could you please send" at tokens[index]: where the asking ends (before its last space) and
 * the verb after it, hedges and "be able to" passed over.
 */
function askAt(text: string, words: readonly Token[], index: number) {
  if (asks.matchesAt(text, words, index).length === 0) return;
  let at = words[index + 1]!.end + 1;
  if (text[at - 1] !== ' ') return undefined;
  index += 2;
  for (let word = spacedWordAt(text, words, index, at); word;) {
    if (!questionRequest.hedges.has(word.lower)) break;
    at = word.end + 1;
    word = spacedWordAt(text, words, ++index, at);
  }
  let ableAt = at;
  const able = questionRequest.able.every((part, offset) => {
    const word = spacedWordAt(text, words, index + offset, ableAt);
    if (word?.lower !== part) return false;
    ableAt = word.end + 1;
    return true;
  });
  if (able) [index, at] = [index + questionRequest.able.length, ableAt];
  const verb = words[index];
  if (verb?.start !== at || !/^[a-z]+$/i.test(verb.text)) return undefined;
  return { end: at - 1, verb: verb.lower };
}

/** "Could you send the file?" → "Please send the file."; "Would you mind checking" → "Please check". */
function requestEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  for (const index of context.document.clauseStarts) {
    const start = tokens[index]!.start;
    const minded = mindAt(text, tokens, index);
    const question = minded ? undefined : askAt(text, tokens, index);
    const verb = minded?.verb ?? question?.verb;
    if (!verb || !requestVerbs.has(verb)) continue;
    const end = question ? question.end : minded!.end;
    const mark = /[.!?]/.exec(text.slice(end));
    if (mark?.[0] !== '?') continue;
    const base = { reason: 'a request, said as one', rule: 'question as request' } as const;
    edits.push({ ...base, start, end, replacement: question ? 'please' : `please ${verb}` });
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
