import { type VerbForm, verbForms } from '../../text/english/verb-forms.ts';
import {
  beForms,
  determiners,
  haveForms,
  isFunctionWord,
  modals,
  prepositions,
} from '../../text/english/word-classes.ts';
import { PhraseIndex } from '../../text/phrase-index.ts';
import { followsMark } from '../../text/text-before.ts';
import {
  pastOrParticiple,
  startsSentence,
  wordAfter,
  wordBefore,
} from '../../text/token-context.ts';
import { everydayWordEntries } from './everyday-words-data.ts';
import { latinAbbreviations } from './jargon-data.ts';
import { plainPhraseEntries } from './plain-phrases-data.ts';
import { type PlainWordEntry, plainWordEntries } from './plain-words-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';
import { keepsTechnicalSense } from './technical-senses.ts';

type Form = VerbForm | 'singular' | 'plural' | 'fixed';

interface Match {
  entry: PlainWordEntry;
  form: Form;
}

const pluralOf = (word: string) =>
  /[^aeiou]y$/.test(word)
    ? `${word.slice(0, -1)}ies`
    : /(?:s|x|z|ch|sh)$/.test(word)
      ? `${word}es`
      : `${word}s`;

function indexEntries(entries: readonly PlainWordEntry[]): PhraseIndex<Match> {
  const index = new PhraseIndex<Match>();
  for (const entry of entries) {
    if (entry.kind === 'verb') {
      const forms = verbForms(entry.from);
      const allowed = entry.forms ?? (['base', 'third', 'past', 'gerund'] as const);
      // The past and the participle of a regular verb are one word: indexed once, as 'past'.
      for (const form of allowed) index.add(forms[form], { entry, form });
      const participleAllowed = entry.forms?.includes('participle') ?? true;
      if (participleAllowed && forms.participle !== forms.past) {
        index.add(forms.participle, { entry, form: 'participle' });
      }
    } else if (entry.kind === 'noun') {
      index.add(entry.from, { entry, form: 'singular' });
      index.add(pluralOf(entry.from), { entry, form: 'plural' });
    } else {
      index.add(entry.from, { entry, form: 'fixed' });
    }
  }
  return index;
}

/** The plainer verb for a verb base, for rules that rebuild a verb ("utilizing" → "use"). */
export const plainVerbs: ReadonlyMap<string, string> = new Map(
  plainWordEntries
    .filter((entry) => entry.kind === 'verb' && !entry.from.includes(' ') && !entry.onlyBefore)
    .map((entry) => [entry.from, entry.to]),
);

const isVerbWord = (word: string) => beForms.has(word) || haveForms.has(word) || modals.has(word);

function contextAllows(entry: PlainWordEntry, before: string, after: string): boolean {
  if (entry.notBefore?.includes(after) || entry.notAfter?.includes(before)) return false;
  // Before a noun, not a verb: "a novel method", but not "the novel was long".
  if (entry.beforeContentWord && (after === '' || isFunctionWord(after) || isVerbWord(after))) {
    return false;
  }
  if (entry.onlyBefore && !entry.onlyBefore.includes(after)) return false;
  if (entry.onlyAfter && !entry.onlyAfter.includes(before)) return false;
  if (entry.beforeGerund && !/ing$/.test(after)) return false;
  return true;
}

/** A verb form after "the", "a" or "with" is a noun or an adjective here: "the modified plan". */
function usedAsNounOrAdjective(match: Match, before: string): boolean {
  const nounLike = determiners.has(before) || (prepositions.has(before) && before !== 'to');
  // "by relocating the workshop" is a verb; "the relocating of" is not.
  if (match.form === 'gerund') return determiners.has(before) || /^\d/.test(before);
  if (match.form === 'past' || match.form === 'participle') return nounLike;
  return Boolean(match.entry.alsoNoun) && (nounLike || match.form === 'third');
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
  const { entry, form } = match;
  if (entry.atSentenceStart && opensClause(context, at)) return entry.atSentenceStart;
  if (entry.afterDeterminer && determiners.has(before)) return entry.afterDeterminer;
  if (form === 'plural') return pluralOf(entry.to);
  if (form === 'singular' || form === 'fixed') return entry.to;
  const targetForms = verbForms(entry.to);
  const resolved = form === 'past' ? pastOrParticiple(context.text, context.tokens, at) : form;
  if (entry.activeOnly && resolved === 'participle') return undefined;
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

/** What a word-list family tells the reader, for a single word and for a phrase. */
interface WordListReasons {
  word: string;
  phrase: string;
}

/** The two words after tokens[last] in its sentence, lowercase ("" where there is none). */
function twoWordsAfter(context: RuleContext, last: number): [string, string] {
  const { text, tokens } = context;
  const next = wordAfter(text, tokens, last);
  return [next, next === '' ? '' : wordAfter(text, tokens, last + 1)];
}

function findWords(
  index: PhraseIndex<Match>,
  reasons: WordListReasons,
  keepTechnical: boolean,
  context: RuleContext,
): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  for (let at = 0; at < tokens.length; at++) {
    for (const { words, payload } of index.matchesAt(text, tokens, at)) {
      const last = at + words.length - 1;
      const before = wordBefore(text, tokens, at);
      const after = wordAfter(text, tokens, last);
      if (!contextAllows(payload.entry, before, after)) continue;
      if (keepTechnical && keepsTechnicalSense(payload.entry.from, twoWordsAfter(context, last))) {
        continue;
      }
      if (usedAsNounOrAdjective(payload, before)) continue;
      if (payload.entry.notAtSentenceStart && startsSentence(text, tokens, at)) continue;
      if (payload.entry.onlyAtClauseStart && !opensClause(context, at)) continue;
      if (payload.entry.onlyAtSentenceStart && !opensSentenceOrAfterSemicolon(context, at))
        continue;
      if (payload.entry.notBeforeNear && wordsNear(context, last, payload.entry.notBeforeNear)) {
        continue;
      }
      const replacement = replacementFor(payload, context, at, before);
      if (replacement === undefined) continue;
      edits.push({
        start: tokens[at]!.start,
        end: tokens[last]!.end,
        replacement,
        reason: payload.entry.kind === 'fixed' && words.length > 1 ? reasons.phrase : reasons.word,
        rule: payload.entry.from,
      });
      at = last;
      break;
    }
  }
  return edits;
}

/**
 * A family that swaps words from a list, in every inflection: the default simpler words, and
 * PLAIN's everyday words for a reader outside the field.
 */
export function createWordListFinder(options: {
  entries: readonly PlainWordEntry[];
  reasons: WordListReasons;
  /** Leave words in their technical sense alone (technical-senses.ts): all but PLAIN do. */
  keepTechnical: boolean;
}): (context: RuleContext) => Proposal[] {
  const index = indexEntries(options.entries);
  return (context) => findWords(index, options.reasons, options.keepTechnical, context);
}

const plainWordEntriesAll = [...plainWordEntries, ...everydayWordEntries, ...plainPhraseEntries];

const plainWords = createWordListFinder({
  entries: plainWordEntriesAll,
  reasons: { word: 'the plainer word reads faster', phrase: 'the shorter phrase says the same' },
  keepTechnical: true,
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

/**
 * "e.g." and "i.e." in running text → "for example", "that is"; in brackets they stay, as the
 * APA manual asks (7th ed., 6.29: Latin abbreviations only in parenthetical material).
 */
function narrativeLatin(text: string): Proposal[] {
  return latinAbbreviations.flatMap(({ pattern, english }) =>
    [...text.matchAll(pattern)]
      .filter((match) => !inParentheses(text, match.index))
      .map((match) => ({
        start: match.index,
        end: match.index + match[0].length,
        replacement: english,
        reason: 'in running text, plain English for a Latin abbreviation',
        rule: match[0],
      })),
  );
}

export const plainWordsFamily: RuleFamily = {
  sources: [...sourcesOf(plainWordEntriesAll), 'apa-latin'],
  summary:
    'simpler words in every inflection ("utilize/utilizes/utilized/utilizing" → "use/uses/used/using", "demonstrated" → "showed", "has demonstrated" → "has shown"), shorter phrases ("in the event that" → "if", "pursuant to" → "under", "unaware of the fact that" → "unaware that"), "Furthermore,"/"Moreover,"/"In addition," heading a sentence → "Also,", and "e.g."/"i.e." in running text → "for example"/"that is" (in brackets they stay); never a word in its technical sense ("significant", "model", "random", "novel coronavirus", `technical-senses.ts`)',
  find: (context) => [...plainWords(context), ...narrativeLatin(context.text)],
};
