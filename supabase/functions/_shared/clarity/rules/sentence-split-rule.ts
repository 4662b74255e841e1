import {
  isAdverbBeforeVerb,
  prepositions,
  subjectPronouns,
} from '../../text/english/word-classes.ts';
import { joined, type Token, tokenIndexAt } from '../../text/tokens.ts';
import { isFiniteVerb } from './clause-check.ts';
import { participleSplit, type Tense, tenseOf } from './participle-split.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import {
  coordinateSplit,
  formOf,
  type Prefix,
  relativeSplit,
  sharedSubjectSplit,
  type Split,
  type Subject,
} from './split-points.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

/**
 * A sentence longer than this many words is split where it safely can be: "Break sentences
 * over 25 words long into 2 sentences" (rule-sources.ts, `au-sentence-length`); one idea in
 * each sentence (`fplg-short-sentences`).
 */
const splitAboveWords = 25;
/** Neither part may be shorter than this: a split must not leave a fragment of a few words. */
const minimumPartWords = 6;

/** Words that open a subordinate clause: a coordinator after one may belong inside it. */
const subordinating = new Set(
  `that whether if because although though while whereas when whenever where unless since
  until which who whom whose`.split(/\s+/),
);

/** Verbs of saying, thinking and finding: "He said the food was good, and …" may go on inside. */
const reportingVerbs = new Set(
  `say tell think believe find show suggest argue claim report note know feel state announce
  explain add write conclude hypothesize hypothesise assume notice observe realize realise
  predict expect hope wish decide agree confirm deny reveal indicate demonstrate estimate`.split(
    /\s+/,
  ),
);

const reports = (word: string) =>
  readVerb(word).some((reading) => reportingVerbs.has(reading.base));

/** Brackets and quotes opened minus closed in a stretch of text between two words. */
function opened(stretch: string): { depth: number; quotes: number } {
  let depth = 0;
  let quotes = 0;
  for (const character of stretch) {
    if (character === '(' || character === '[' || character === '“') depth++;
    else if (character === ')' || character === ']' || character === '”') depth--;
    else if (character === '"') quotes++;
  }
  return { depth, quotes };
}

/**
 * The subject before the sentence's first verb at `verb`: a pronoun, or at most five words from
 * the sentence's start (or a comma) with no preposition but "of"; adverbs before the verb are
 * not part of it ("We then trained").
 */
function subjectBefore(
  text: string,
  tokens: readonly Token[],
  first: number,
  verb: number,
): Subject | undefined {
  let end = verb - 1;
  while (end >= first && isAdverbBeforeVerb(tokens[end]!.lower)) end--;
  if (end < first) return undefined;
  let start = end;
  while (start > first && joined(text, tokens[start - 1]!, tokens[start]!)) start--;
  const length = end - start + 1;
  if (length < 1 || length > 5) return undefined;
  if (
    start > first &&
    !/,[^\S\n]*$/.test(text.slice(tokens[start - 1]!.end, tokens[start]!.start))
  ) {
    return undefined;
  }
  const words = tokens.slice(start, end + 1);
  if (
    words.some(
      (word) =>
        (prepositions.has(word.lower) && word.lower !== 'of') || subordinating.has(word.lower),
    )
  ) {
    return undefined;
  }
  if (length > 1 && words.some((word) => subjectPronouns.has(word.lower))) return undefined;
  const form = formOf(tokens[verb]!.lower);
  if (!form) return undefined;
  const written = text.slice(words[0]!.start, words.at(-1)!.end);
  return { written: length === 1 && words[0]!.lower === 'i' ? 'I' : written, form };
}

/** The split nearest the middle of a long sentence, if one is safe: one pass over its words. */
function splitOf(context: RuleContext, start: number, end: number): Split | undefined {
  const { text, tokens } = context;
  const first = tokenIndexAt(tokens, start);
  let last = tokenIndexAt(tokens, end) - 1;
  while (last >= first && tokens[last]!.end > end) last--;
  const words = last - first + 1;
  if (words <= splitAboveWords) return undefined;
  const prefix: Prefix = { first, mainVerb: false, embeds: false };
  let depth = 0;
  let quotes = 0;
  let best: { split: Split; before: number } | undefined;
  let tense: Tense | undefined;
  for (let at = first; at <= last; at++) {
    const gap = text.slice(at === first ? start : tokens[at - 1]!.end, tokens[at]!.start);
    const change = opened(gap);
    depth += change.depth;
    quotes += change.quotes;
    const before = at - first;
    if (before >= minimumPartWords && depth === 0 && quotes % 2 === 0) {
      const candidate = { text, tokens, prefix, at, last };
      const split =
        coordinateSplit(candidate) ??
        relativeSplit(candidate) ??
        sharedSubjectSplit(candidate) ??
        participleSplit(candidate, tense);
      const after = split ? last + 1 - split.secondStart : 0;
      const nearer = !best || Math.abs(before - words / 2) < Math.abs(best.before - words / 2);
      if (split && after >= minimumPartWords && nearer) best = { split, before };
    }
    const word = tokens[at]!.lower;
    const finite = at > first && isFiniteVerb(tokens, at);
    if (subordinating.has(word) || (finite && reports(word))) prefix.embeds = true;
    if (finite && !prefix.mainVerb) {
      prefix.mainVerb = true;
      tense = tenseOf(word);
      const subject = subjectBefore(text, tokens, first, at);
      if (subject) prefix.subject = subject;
    }
  }
  return best?.split;
}

function findSplits(context: RuleContext): Proposal[] {
  const edits: Proposal[] = [];
  for (const span of context.document.sentences) {
    const split = splitOf(context, span.start, span.end);
    if (!split) continue;
    edits.push({
      start: split.start,
      end: split.end,
      replacement: split.replacement,
      reason: 'a long sentence reads more easily as two',
      rule: split.rule,
    });
  }
  return edits;
}

export const sentenceSplitFamily: RuleFamily = {
  sources: ['au-sentence-length', 'fplg-short-sentences'],
  summary: `a sentence of more than ${splitAboveWords} words split once a round, nearest its middle, where both parts stand alone (at least six words each, a finite verb in the first, a subject then a finite verb in the second, no bracket or quote open, no "that"/"if"/"which" clause or verb of saying before a comma that could own the second part): "; " → ". ", ", and" → ". ", ", but/so/yet" → ". But/So/Yet", ", which" + a verb of consequence → ". This", + a plural verb → ". They", after a name → the name; a second verb of the sentence's subject after ", and" → the subject again ("We trained X, and tested Y" → "We trained X. We tested Y"); a participle of consequence after a comma → "This" and the verb in the tense of the first one ("…, causing delays" → "…. This caused delays", "thereby" folded in)`,
  find: findSplits,
};
