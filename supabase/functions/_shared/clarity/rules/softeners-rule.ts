import { verbForms } from '../../text/english/verb-forms.ts';
import { baseOfGerund } from '../../text/english/verb-lexicon.ts';
import { PhraseIndex } from '../../text/phrase-index.ts';
import { lastNonSpaceBefore } from '../../text/text-before.ts';
import { type Token, tokenIndexAt } from '../../text/tokens.ts';
import {
  type AsciiPhrase,
  asciiSwaps,
  asciiWordsFrom,
  findAsciiPhrases,
  indexAsciiTable,
  spacesFrom,
} from './ascii-phrases.ts';
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
import { dropFamily } from './word-families.ts';

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
const afterComma = asciiSwaps(hedgeAfterComma, ({ text }) => ({
  accept: (found) => {
    const comma = lastNonSpaceBefore(text, found.start) + 1 - 1;
    return text[comma] === ',' && markFollows(text, found.end)
      ? { ...found, start: comma }
      : undefined;
  },
}));

/** "The plan works, to some extent." from the comma, or the spaces, before the hedge. */
const beforeMark = asciiSwaps(hedgeBeforeMark, ({ text, document }) => ({
  withinWord: true,
  accept: (found) => {
    if (!markFollows(text, found.end)) return undefined;
    if (found.start > document.asciiWords[found.from]!.start) return found;
    const spaces = lastNonSpaceBefore(text, found.start) + 1;
    return { ...found, start: text[spaces - 1] === ',' ? spaces - 1 : spaces };
  },
}));

/** What "that" is a pronoun before: "it seems that way". */
const thatPronoun = new Set(['way', 'much', 'is', 'was']);

/**
 * "We think that the dose…": the hedge, "that" and the spaces after; before "that way" only
 * where two spaces or more follow "that" (all but the last go).
 */
const beforeThat = asciiSwaps(hedgeBeforeThat, ({ text, document }) => ({
  accept: (found) => {
    const spaces = spacesFrom(text, found.end) - found.end;
    if (spaces === 0) return undefined;
    const next = document.asciiWords[found.last + 1];
    const pronoun = next?.start === found.end + spaces && thatPronoun.has(next.lower);
    if (pronoun && spaces < 2) return undefined;
    return { ...found, end: found.end + spaces - (pronoun ? 1 : 0) };
  },
}));

const seemsToIndex = indexAsciiTable(seemsTo);

/** The verb after "seems to", a word of letters: the match ends there. */
function withVerb(text: string, words: readonly Token[]) {
  return (found: AsciiPhrase): AsciiPhrase | undefined => {
    const verb = words[found.last + 1];
    if (!verb || !/^\s+$/.test(text.slice(found.end, verb.start))) return undefined;
    if (!/^[a-z]+$/i.test(verb.text)) return undefined;
    return { ...found, last: found.last + 1, end: verb.end };
  };
}

/** "seems to be" → "is", "appear to show" → "show". */
function seemsToEdits({ text, document }: RuleContext): Proposal[] {
  const words = document.asciiWords;
  const accept = withVerb(text, words);
  return findAsciiPhrases(seemsToIndex, text, words, { accept }).flatMap((found): Proposal[] => {
    const hedge = words[found.from]!.lower;
    const verb = words[found.last]!.lower;
    const singular = hedge.endsWith('s');
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

/** "Would you mind checking": where it ends and its verb; read from a clause's start. */
function mindAt(text: string, words: readonly Token[], start: number) {
  const from = asciiWordsFrom(words, start);
  const gerund = from[3];
  if (from.length === 0 || mind.matchesAt(text, from, 0).length === 0) return undefined;
  if (text[from[2]!.end] !== ' ') return undefined;
  if (gerund?.start !== from[2]!.end + 1 || !/^[a-z]+ing$/i.test(gerund.text)) return undefined;
  return { end: gerund.end, verb: baseOfGerund(gerund.lower) };
}

/** words[index], where it starts at `at` and one space follows it. */
function spacedWordAt(text: string, words: readonly Token[], index: number, at: number) {
  const word = words[index];
  return word?.start === at && text[word.end] === ' ' ? word : undefined;
}

/**
 * "Could you please send": where the asking ends (before its last space) and the verb after
 * it, hedges and "be able to" passed over; read where a word starts at a clause's start.
 */
function askAt(text: string, words: readonly Token[], start: number) {
  let index = tokenIndexAt(words, start);
  if (words[index]?.start !== start || asks.matchesAt(text, words, index).length === 0) return;
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
  const words = context.document.asciiWords;
  const edits: Proposal[] = [];
  for (const index of context.document.clauseStarts) {
    const start = tokens[index]!.start;
    const minded = mindAt(text, words, start);
    const question = minded ? undefined : askAt(text, words, start);
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
