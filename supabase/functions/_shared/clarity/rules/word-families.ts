import { inCaseOf } from '../../text/english/contractions.ts';
import { type VerbForm, verbForms } from '../../text/english/verb-forms.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';
import {
  beForms,
  determiners,
  haveForms,
  isFunctionWord,
  mayBeAdjective,
  modals,
  negations,
  prepositions,
  subjectPronouns,
} from '../../text/english/word-classes.ts';
import { PhraseIndex } from '../../text/phrase-index.ts';
import { followsMark, lastNonSpaceBefore } from '../../text/text-before.ts';
import {
  pastOrParticiple,
  startsSentence,
  wordAfter,
  wordBefore,
} from '../../text/token-context.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';
import { keepsTechnicalSense } from './technical-senses.ts';
import type { WordConditions, WordRule, WordTable, Words } from './word-rules.ts';

type Form = VerbForm | 'singular' | 'plural' | 'fixed';

interface Match {
  rule: WordRule;
  form: Form;
}

export const pluralOf = (word: string) =>
  /[^aeiou]y$/.test(word)
    ? `${word.slice(0, -1)}ies`
    : /(?:s|x|z|ch|sh)$/.test(word)
      ? `${word}es`
      : `${word}s`;

/**
 * A verb's forms; in "cease and desist" both verbs inflect alike ("ceased and desisted"), in a
 * phrasal verb its verb does ("carry out" → "carried out").
 */
function inflectedVerb(words: string): Readonly<Record<VerbForm, string>> {
  const [first, joiner, second, ...rest] = words.split(' ');
  if (joiner !== 'and' || second === undefined) return verbForms(words);
  const head = verbForms(first!);
  const tail = verbForms(second);
  const build = (form: VerbForm) => [head[form], 'and', tail[form], ...rest].join(' ');
  return {
    base: build('base'),
    third: build('third'),
    past: build('past'),
    participle: build('participle'),
    gerund: build('gerund'),
  };
}

function indexRules({ rules, strict }: WordTable): PhraseIndex<Match> {
  const index = new PhraseIndex<Match>({ strict });
  for (const rule of rules) {
    if (rule.inflect === 'verb') {
      const forms = inflectedVerb(rule.match);
      const allowed = rule.when?.forms ?? (['base', 'third', 'past', 'gerund'] as const);
      // The past and the participle of a regular verb are one word: indexed once, as 'past'.
      for (const form of allowed) index.add(forms[form], { rule, form });
      const participleAllowed = rule.when?.forms?.includes('participle') ?? true;
      if (participleAllowed && forms.participle !== forms.past) {
        index.add(forms.participle, { rule, form: 'participle' });
      }
    } else if (rule.inflect === 'noun') {
      index.add(rule.match, { rule, form: 'singular' });
      index.add(pluralOf(rule.match), { rule, form: 'plural' });
    } else {
      index.add(rule.match, { rule, form: 'fixed' });
    }
  }
  return index;
}

const isVerbWord = (word: string) => beForms.has(word) || haveForms.has(word) || modals.has(word);

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
  if (when.beforeContentWord && (after === '' || isFunctionWord(after) || isVerbWord(after))) {
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

/** The replacement in the case the table asks for (`WordTable.case`). */
function inTableCase(table: WordTable, written: string, replacement: string): string {
  if (table.case === 'as-written') return inCaseOf(written, replacement);
  if (table.case === 'capital' && /^\p{Lu}\p{Ll}/u.test(written)) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
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
function withComma(
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
function usedAsNounOrAdjective(match: Match, before: string): boolean {
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
function opensClause(context: RuleContext, at: number): boolean {
  const start = context.tokens[at]!.start;
  return (
    startsSentence(context.text, context.tokens, at) || followsMark(context.text, start, ',;:')
  );
}

function replacementFor(
  match: Match,
  context: RuleContext,
  at: number,
  before: string,
): string | undefined {
  const { rule, form } = match;
  const when = rule.when ?? {};
  if (when.atSentenceStart && opensClause(context, at)) return when.atSentenceStart;
  if (when.afterDeterminer && determiners.has(before)) return when.afterDeterminer;
  if (form === 'plural') return pluralOf(rule.replacement);
  if (form === 'singular' || form === 'fixed') return rule.replacement;
  const targetForms = verbForms(rule.replacement);
  const resolved = form === 'past' ? pastOrParticiple(context.text, context.tokens, at) : form;
  if (when.activeOnly && resolved === 'participle') return undefined;
  return targetForms[resolved];
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
function applies(
  table: WordTable,
  match: Match,
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
  if (when.onlyAtClauseStart && !opensClause(context, at)) return false;
  if (when.onlyAtSentenceStart && !opensSentenceOrAfterSemicolon(context, at)) return false;
  return !(when.notBeforeNear && wordsNear(context, last, when.notBeforeNear));
}

function reasonFor(table: WordTable, match: Match, words: number): string {
  if (typeof table.reason === 'string') return table.reason;
  return match.form === 'fixed' && words > 1 ? table.reason.phrase : table.reason.word;
}

/** Every edit a word table proposes: at each word, its longest rule that applies there. */
function findWords(table: WordTable, index: PhraseIndex<Match>, context: RuleContext) {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  for (let at = 0; at < tokens.length; at++) {
    for (const { words, payload } of index.matchesAt(text, tokens, at)) {
      const last = at + words.length - 1;
      const span = withComma(context, payload.rule, at, last);
      // A sentence's opener or closer goes with its comma whatever else holds; a parenthetical
      // one still meets its conditions.
      const setOff = span !== undefined && payload.rule.when?.parenthetical === true;
      if ((!span || setOff) && !applies(table, payload, context, { at, last, setOff })) continue;
      const replacement =
        payload.rule.kind === 'drop'
          ? ''
          : replacementFor(payload, context, at, wordBefore(text, tokens, at));
      if (replacement === undefined) continue;
      edits.push({
        start: span?.start ?? tokens[at]!.start,
        end: span?.end ?? tokens[last]!.end,
        replacement: inTableCase(table, tokens[at]!.text, replacement),
        reason: reasonFor(table, payload, words.length),
        rule: table.rule ?? payload.rule.match,
      });
      at = last;
      break;
    }
  }
  return edits;
}

/** A family that swaps (or drops) the words of its table, read by the one phrase matcher. */
export function swapFamily(table: WordTable): RuleFamily {
  const index = indexRules(table);
  return {
    summary: table.summary ?? '',
    sources: sourcesOf(table.rules),
    find: (context) => findWords(table, index, context),
  };
}

/** A family of drops only ("basically", "very" before "grateful"). */
export function dropFamily(table: WordTable): RuleFamily {
  const swaps = table.rules.filter((rule) => rule.kind !== 'drop');
  if (swaps.length > 0) throw new Error(`not a drop: ${swaps[0]!.match}`);
  return swapFamily(table);
}
