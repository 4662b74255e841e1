import { readVerb } from '../../text/english/verb-lexicon.ts';
import type { VerbForm } from '../../text/english/verb-forms.ts';
import {
  determiners,
  isAuxiliary,
  isFunctionWord,
  mayBeAdjective,
  modals,
  negations,
  prepositions,
  subjectPronouns,
} from '../../text/english/word-classes.ts';
import { followsMark, lastNonSpaceBefore } from '../../text/text-before.ts';
import { startsSentence, wordAfter, wordBefore } from '../../text/token-context.ts';
import type { RuleContext } from './rule-family.ts';
import { keepsTechnicalSense } from './technical-senses.ts';
import type { WordConditions, WordRule, WordTable, Words } from './word-rules.ts';

/** A rule found at a word, and the form it was written in. */
export interface WordMatch {
  rule: WordRule;
  form: VerbForm | 'singular' | 'plural' | 'fixed';
}

const has = (words: Words, word: string) =>
  Array.isArray(words) ? words.includes(word) : (words as ReadonlySet<string>).has(word);

const isVerbBase = (word: string) =>
  readVerb(word).some((reading) => reading.forms.includes('base'));

/** The next word is one `onlyBefore` names, or a verb `orBeforeVerbOf` names. */
function beforeAllowed(when: WordConditions, after: string): boolean {
  if (!when.onlyBefore || has(when.onlyBefore, after)) return true;
  const verbs = when.orBeforeVerbOf;
  return verbs !== undefined && readVerb(after).some((reading) => verbs.has(reading.base));
}

function contextAllows(when: WordConditions, before: string, after: string, setOff: boolean) {
  if (
    (when.notBefore && has(when.notBefore, after)) ||
    (when.notAfter && has(when.notAfter, before))
  ) {
    return false;
  }
  if (when.notAfterNegation && (negations.has(before) || before.endsWith("n't"))) return false;
  if (when.beforeWord && after === '' && !setOff) return false;
  if (when.beforeAdjective && (!mayBeAdjective(after) || after.endsWith('ing'))) return false;
  // Before a noun, not a verb: "a novel method", but not "the novel was long".
  if (when.beforeContentWord && (after === '' || isFunctionWord(after) || isAuxiliary(after))) {
    return false;
  }
  if (!beforeAllowed(when, after)) return false;
  if (when.onlyAfter && !when.onlyAfter.includes(before)) return false;
  if (when.beforeGerund && !/ing$/.test(after)) return false;
  if (when.notBeforeNumber && /^\d/.test(after)) return false;
  return !when.beforeVerbForm || readsAs(after, when.beforeVerbForm);
}

function readsAs(word: string, form: 'base' | 'participle'): boolean {
  if (form === 'participle' && word === 'been') return true;
  if (form === 'base' && ['be', 'like', 'love'].includes(word)) return true;
  return readVerb(word).some((reading) => reading.forms.includes(form));
}

/** Words "just" means nothing after: "I just wanted", "we can just send", "it just works". */
const auxiliaries = new Set([...modals, 'do', 'does', 'did', 'also', 'it']);

/** After a subject or an auxiliary before anything but a number, or a clause's head before a verb. */
function afterSubject(context: RuleContext, at: number, before: string, after: string): boolean {
  if (subjectPronouns.has(before) || auxiliaries.has(before)) return !/^\d/.test(after);
  return startsSentence(context.text, context.tokens, at) && isVerbBase(after);
}

/**
 * Where a drop goes with its comma: "Basically, we agree" (heading a sentence) or "It works,
 * actually." (closing one): the edit's span, or undefined.
 */
export function withComma(
  context: RuleContext,
  rule: WordRule,
  at: number,
  last: number,
): { start: number; end: number } | undefined {
  const { text, tokens } = context;
  const start = tokens[at]!.start;
  const end = tokens[last]!.end;
  if (rule.when?.withComma === 'opening') {
    const opens = text.charAt(end) === ',' && startsSentence(text, tokens, at);
    return opens ? { start, end: end + 1 } : undefined;
  }
  if (rule.when?.parenthetical) {
    // "is, arguably, larger" → "is larger": both commas go.
    const setOff = followsMark(text, start, ',') && text[end] === ',';
    return setOff ? { start: lastNonSpaceBefore(text, start), end: end + 1 } : undefined;
  }
  if (rule.when?.withComma !== 'closing') return undefined;
  const comma = /,[^\S\n]*$/.exec(text.slice(Math.max(0, start - 4), start));
  return comma && /[.!?]/.test(text.charAt(end))
    ? { start: start - comma[0].length, end }
    : undefined;
}

/** A verb form after "the", "a" or "with" is a noun or an adjective here: "the modified plan". */
function usedAsNounOrAdjective(match: WordMatch, before: string): boolean {
  const nounLike = determiners.has(before) || (prepositions.has(before) && before !== 'to');
  // "by relocating the workshop" is a verb; "the relocating of" is not.
  if (match.form === 'gerund') return determiners.has(before) || /^\d/.test(before);
  if (match.form === 'past' || match.form === 'participle') return nounLike;
  return Boolean(match.rule.when?.alsoNoun) && (nounLike || match.form === 'third');
}

/** A sentence start, or the start of a clause after a semicolon: "…; therefore, we". */
function opensSentenceOrAfterSemicolon(context: RuleContext, at: number): boolean {
  const before = context.text.slice(
    Math.max(0, context.tokens[at]!.start - 8),
    context.tokens[at]!.start,
  );
  return startsSentence(context.text, context.tokens, at) || /;\s*$/.test(before);
}

/** A sentence start, or the start of a clause set off by a comma: "…, with regard to X, …". */
export function opensClause(context: RuleContext, at: number): boolean {
  const start = context.tokens[at]!.start;
  return (
    startsSentence(context.text, context.tokens, at) || followsMark(context.text, start, ',;:')
  );
}

/** Whether one of `words` comes within the four words after tokens[last], in its sentence. */
function wordsNear(context: RuleContext, last: number, words: readonly string[]): boolean {
  const { text, tokens } = context;
  for (let index = last + 1; index <= last + 4 && index < tokens.length; index++) {
    if (startsSentence(text, tokens, index)) return false;
    if (words.includes(tokens[index]!.lower)) return true;
  }
  return false;
}

/** The two words after tokens[last] in its sentence, lowercase ("" where there is none). */
function twoWordsAfter(context: RuleContext, last: number): [string, string] {
  const { text, tokens } = context;
  const next = wordAfter(text, tokens, last);
  return [next, next === '' ? '' : wordAfter(text, tokens, last + 1)];
}

/** Whether the rule applies at tokens[at…last]: its conditions and the family's guards. */
export function applies(
  table: WordTable,
  match: WordMatch,
  context: RuleContext,
  { at, last, setOff }: { at: number; last: number; setOff: boolean },
) {
  const { text, tokens } = context;
  const when = match.rule.when ?? {};
  const before = wordBefore(text, tokens, at);
  if (!contextAllows(when, before, wordAfter(text, tokens, last), setOff)) return false;
  if (table.keepTechnical && keepsTechnicalSense(match.rule.match, twoWordsAfter(context, last))) {
    return false;
  }
  if (table.verbsOnly && usedAsNounOrAdjective(match, before)) return false;
  if (when.afterSubject && !afterSubject(context, at, before, wordAfter(text, tokens, last))) {
    return false;
  }
  if (when.notAtSentenceStart && startsSentence(text, tokens, at)) return false;
  if (when.onlyAtSentenceStart && !opensSentenceOrAfterSemicolon(context, at)) return false;
  return !(when.notBeforeNear && wordsNear(context, last, when.notBeforeNear));
}
