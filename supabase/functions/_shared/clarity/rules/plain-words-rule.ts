import { type VerbForm, learnVerb, verbForms } from '../english/verb-forms.ts';
import { determiners, isFunctionWord, prepositions } from '../english/word-classes.ts';
import { PhraseIndex } from '../rewriting/phrase-index.ts';
import type { Edit, RuleFamilyId } from '../rewriting/text-edits.ts';
import { followsMark } from '../rewriting/text-before.ts';
import {
  pastOrParticiple,
  startsSentence,
  wordAfter,
  wordBefore,
} from '../rewriting/token-context.ts';
import { plainPhraseEntries } from './plain-phrases-data.ts';
import { type PlainWordEntry, plainWordEntries } from './plain-words-data.ts';
import type { RuleContext, RuleFamily } from './rule-family.ts';

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
      learnVerb(entry.from.split(' ')[0]!);
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

function contextAllows(entry: PlainWordEntry, before: string, after: string): boolean {
  if (entry.notBefore?.includes(after) || entry.notAfter?.includes(before)) return false;
  if (entry.beforeContentWord && (after === '' || isFunctionWord(after))) return false;
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

/** What a word-list family tells the reader, for a single word and for a phrase. */
interface WordListReasons {
  word: string;
  phrase: string;
}

function findWords(
  index: PhraseIndex<Match>,
  family: RuleFamilyId,
  reasons: WordListReasons,
  context: RuleContext,
): Edit[] {
  const { text, tokens } = context;
  const edits: Edit[] = [];
  for (let at = 0; at < tokens.length; at++) {
    for (const { words, payload } of index.matchesAt(text, tokens, at)) {
      const last = at + words.length - 1;
      const before = wordBefore(text, tokens, at);
      const after = wordAfter(text, tokens, last);
      if (!contextAllows(payload.entry, before, after)) continue;
      if (usedAsNounOrAdjective(payload, before)) continue;
      if (payload.entry.notAtSentenceStart && startsSentence(text, tokens, at)) continue;
      if (payload.entry.onlyAtClauseStart && !opensClause(context, at)) continue;
      const replacement = replacementFor(payload, context, at, before);
      if (replacement === undefined) continue;
      edits.push({
        start: tokens[at]!.start,
        end: tokens[last]!.end,
        replacement,
        reason: payload.entry.kind === 'fixed' && words.length > 1 ? reasons.phrase : reasons.word,
        family,
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
export function createWordListFamily(options: {
  id: RuleFamilyId;
  entries: readonly PlainWordEntry[];
  summary: string;
  reasons: WordListReasons;
}): RuleFamily {
  const index = indexEntries(options.entries);
  return {
    id: options.id,
    summary: options.summary,
    find: (context) => findWords(index, options.id, options.reasons, context),
  };
}

export const plainWordsFamily = createWordListFamily({
  id: 'plain-words',
  entries: [...plainWordEntries, ...plainPhraseEntries],
  summary:
    'simpler words and shorter phrases from plain-language guidance, in every inflection ("utilized" → "used")',
  reasons: { word: 'the plainer word reads faster', phrase: 'the shorter phrase says the same' },
});
