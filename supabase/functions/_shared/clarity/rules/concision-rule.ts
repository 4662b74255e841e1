import {
  beForms,
  conjunctions,
  determiners,
  haveForms,
  isAdverbBeforeVerb,
  isAuxiliary,
  mayBeAdjective,
  modals,
  negations,
} from '../../text/english/word-classes.ts';
import { isParticiple } from './agent-passive-parts.ts';
import { relativeBeEdits } from './relative-be-rule.ts';
import { restrictiveThatEdits } from './restrictive-that-rule.ts';
import { startsSentence, wordAfter, wordBefore } from '../../text/token-context.ts';
import { isRun, joined } from '../../text/tokens.ts';
import {
  anyAdjectiveCategories,
  categoryAdjectives,
  countWords,
  mannerAdjectiveEnding,
  mannerNouns,
  notMannerAdjectives,
  placePrepositions,
} from './concision-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

const edit = (
  start: number,
  end: number,
  replacement: string,
  rule: string,
  reason: string,
): Proposal => ({ start, end, replacement, rule, reason });

/** The regular adverb of a manner adjective: "careful" → "carefully", "systematic" → "systematically". */
function adverbOf(adjective: string): string | undefined {
  if (notMannerAdjectives.has(adjective) || !mannerAdjectiveEnding.test(adjective))
    return undefined;
  if (/ic$/.test(adjective)) return `${adjective}ally`;
  if (/[ai]ble$/.test(adjective)) return `${adjective.slice(0, -1)}y`;
  return `${adjective}ly`;
}

/** "in a careful manner" → "carefully", "in a more consistent way" → "more consistently". */
function mannerEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  tokens.forEach((token, at) => {
    if (token.lower !== 'in' || !['a', 'an'].includes(tokens[at + 1]?.lower ?? '')) return;
    const degree = ['more', 'less'].includes(tokens[at + 2]?.lower ?? '') ? 1 : 0;
    const adjective = tokens[at + 2 + degree];
    const noun = tokens[at + 3 + degree];
    if (!adjective || !noun || !mannerNouns.has(noun.lower)) return;
    if (!isRun(text, tokens, at, 4 + degree)) return;
    const adverb = adverbOf(adjective.lower);
    // "in a similar way to X" still needs its "way".
    const next = wordAfter(text, tokens, at + 3 + degree);
    if (!adverb || ['to', 'of', 'that', 'which', 'in', 'as'].includes(next)) return;
    const written = degree ? `${tokens[at + 2]!.text} ${adverb}` : adverb;
    edits.push(
      edit(
        token.start,
        noun.end,
        written,
        `in a ${adjective.lower} ${noun.lower}`,
        'one adverb says it',
      ),
    );
  });
  return edits;
}

/** "small in size" → "small", "technical in nature" → "technical". */
function categoryEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  tokens.forEach((token, at) => {
    const category = tokens[at + 2]?.lower ?? '';
    if (token.lower === 'in' || tokens[at + 1]?.lower !== 'in' || !isRun(text, tokens, at, 3))
      return;
    const known = categoryAdjectives[category]?.has(token.lower) === true;
    const any = anyAdjectiveCategories.has(category) && mayBeAdjective(token.lower);
    if (!known && !any) return;
    // "in size" that compares ("similar in size to") is a measure, not a repeat.
    if (['to', 'than', 'as', 'and', 'or'].includes(wordAfter(text, tokens, at + 2))) return;
    const end = tokens[at + 2]!.end;
    edits.push(
      edit(token.end, end, '', `${token.lower} in ${category}`, 'the adjective already says it'),
    );
  });
  return edits;
}

/** "is located in Leiden" → "is in Leiden"; "Leiden, located in …" → "Leiden, in …". */
function locatedEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  tokens.forEach((token, at) => {
    if (token.lower !== 'located' && token.lower !== 'situated') return;
    const before = wordBefore(text, tokens, at);
    const afterComma = at > 0 && /,[^\S\n]*$/.test(text.slice(tokens[at - 1]!.end, token.start));
    if (!beForms.has(before) && !afterComma) return;
    if (before === 'be' || before === 'been' || before === 'being') return;
    if (!placePrepositions.has(wordAfter(text, tokens, at))) return;
    edits.push(edit(token.start, token.end, '', token.lower, 'where it is says it is located'));
  });
  return edits;
}

/** "four different groups" → "four groups"; "several different methods" → "several methods". */
function differentEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  tokens.forEach((token, at) => {
    if (token.lower !== 'different' || at === 0) return;
    const count = tokens[at - 1]!;
    if (!joined(text, count, token)) return;
    if (!countWords.has(count.lower) && !/^\d+$/.test(count.text)) return;
    const noun = tokens[at + 1];
    // Only before a plural noun: "two different" alone, or "of two different minds", stays.
    if (
      !noun ||
      !joined(text, token, noun) ||
      !/[^s]s$/.test(noun.lower) ||
      determiners.has(noun.lower)
    ) {
      return;
    }
    edits.push(
      edit(
        token.start,
        token.end,
        '',
        'different after a count',
        'the count already says they differ',
      ),
    );
  });
  return edits;
}

/** Words that end the noun phrase of "there are … that": a verb, a clause, a preposition of place. */
function insideNounPhrase(word: string): boolean {
  return (
    !isAuxiliary(word) &&
    !negations.has(word) &&
    !conjunctions.has(word) &&
    !['who', 'which', 'nothing', 'nobody', 'none'].includes(word)
  );
}

/**
 * "There are many studies that show X" → "Many studies show X"; "there was a nurse who
 * helped" → "a nurse helped": the expletive and the relative pronoun go, the noun phrase (at
 * most six words, no negation) becomes the subject of the verb that already agrees with it.
 */
function expletiveEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  for (const at of context.document.clauseStarts) {
    if (
      tokens[at]!.lower !== 'there' ||
      !['is', 'are', 'was', 'were'].includes(tokens[at + 1]?.lower ?? '')
    ) {
      continue;
    }
    const first = at + 2;
    const head = tokens[first];
    if (!head || /^\p{N}/u.test(head.text) || !insideNounPhrase(head.lower)) continue;
    // "there are still rules that apply": an adverb first is no subject.
    if (isAdverbBeforeVerb(head.lower)) continue;
    for (
      let relative = first + 1;
      relative <= first + 6 && relative < tokens.length - 1;
      relative++
    ) {
      const word = tokens[relative]!.lower;
      if (word === 'that' || word === 'who') {
        const verb = tokens[relative + 1]!;
        if (!isRun(text, tokens, at, relative - at + 2) || !finiteAfterRelative(verb.lower)) break;
        edits.push({
          ...edit(
            tokens[at]!.start,
            tokens[relative]!.end,
            text.slice(head.start, tokens[relative - 1]!.end),
            `there ${tokens[at + 1]!.lower} … ${word}`,
            'the sentence starts with what it is about',
          ),
          movesWholeSpans: true,
        });
        break;
      }
      if (!insideNounPhrase(word)) break;
    }
  }
  return edits;
}

/** A verb that can follow "that"/"who" and agree with the noun before: "that show", "who were". */
function finiteAfterRelative(word: string): boolean {
  if (beForms.has(word)) return !['be', 'been', 'being'].includes(word);
  if (haveForms.has(word)) return word !== 'having';
  if (modals.has(word)) return true;
  return readVerb(word).some((reading) =>
    reading.forms.some((form) => form !== 'gerund' && form !== 'participle'),
  );
}

/** "due to start": a schedule, not a cause. */
const scheduledVerbs = new Set(
  `be begin start end finish open close arrive expire appear return retire launch take make
  meet report run go come leave`.split(/\s+/),
);

/**
 * "Due to rain, the game was cancelled" → "Because of rain, …"; "was cancelled due to rain" →
 * "because of rain". Strunk & White: "due to" is an adjective ("losses due to rain", "the delay
 * was due to rain", both kept), not a preposition for "because of".
 */
function dueToEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  tokens.forEach((token, at) => {
    const to = tokens[at + 1];
    const next = tokens[at + 2];
    if (token.lower !== 'due' || to?.lower !== 'to' || !next || !isRun(text, tokens, at, 3)) return;
    if (
      scheduledVerbs.has(next.lower) ||
      (next.lower === 'the' && tokens[at + 3]?.lower === 'fact')
    )
      return;
    const opens =
      at === 0 ||
      /[,;:][^\S\n]*$/.test(text.slice(tokens[at - 1]!.end, token.start)) ||
      startsSentence(text, tokens, at);
    const previous = at > 0 && joined(text, tokens[at - 1]!, token) ? tokens[at - 1]!.lower : '';
    const afterVerb =
      previous !== '' && isParticiple(previous) && beForms.has(tokens[at - 2]?.lower ?? '');
    if (!opens && !afterVerb) return;
    edits.push(
      edit(
        token.start,
        to.end,
        'because of',
        'due to',
        '"due to" describes a noun; "because of" gives a reason',
      ),
    );
  });
  return edits;
}

export const concisionFamily: RuleFamily = {
  sources: ['williams-concision', 'apa-redundancy', 'strunk-white', 'owl-conciseness'],
  summary:
    'words the reader infers: "in a careful manner" → "carefully", "small in size" → "small", "is located in" → "is in", "four different groups" → "four groups", "There are many studies that show" → "Many studies show", "his brother, who is a member of" → "his brother, a member of", "Due to rain," → "Because of rain,", and "that" for a defining "which" in a draft spelled the American way',
  find: (context) => [
    ...mannerEdits(context),
    ...categoryEdits(context),
    ...locatedEdits(context),
    ...differentEdits(context),
    ...expletiveEdits(context),
    ...relativeBeEdits(context),
    ...dueToEdits(context),
    ...restrictiveThatEdits(context),
  ],
};
