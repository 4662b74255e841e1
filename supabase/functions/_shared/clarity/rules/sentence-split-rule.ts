import { sentenceSpans } from '../../refinement/sentence-starts.ts';
import { readVerb } from '../english/verb-forms.ts';
import { beForms, haveForms, looksPlural, modals } from '../english/word-classes.ts';
import type { Edit } from '../rewriting/text-edits.ts';
import { tokenIndexAt } from '../rewriting/token-context.ts';
import type { Token } from '../rewriting/word-tokens.ts';
import { isFiniteVerb, standsAlone } from './clause-check.ts';
import type { RuleContext, RuleFamily } from './rule-family.ts';

/**
 * A sentence longer than this many words is split where it safely can be: "Break sentences
 * over 25 words long into 2 sentences" (rule-sources.ts, `au-sentence-length`); one idea in
 * each sentence (`fplg-short-sentences`).
 */
export const splitAboveWords = 25;
/** Neither part may be shorter than this: a split must not leave a fragment of a few words. */
const minimumPartWords = 6;

/** Coordinators that join two main clauses, and what the second sentence opens with. */
const coordinators: Readonly<Record<string, string>> = {
  and: '',
  but: 'But',
  so: 'So',
  yet: 'Yet',
};

/** Words that open a subordinate clause: a coordinator after one may belong inside it. */
const subordinating = new Set(
  `that whether if because although though while whereas when whenever where unless since
  until which who whom whose`.split(/\s+/),
);

/** One safe split: the edit, and where the second sentence's words start. */
interface Split {
  start: number;
  end: number;
  replacement: string;
  rule: string;
  secondStart: number;
}

/** What the words before a candidate split hold, kept up to date in one pass over the sentence. */
interface Prefix {
  /** A finite verb came: the first part is a clause. */
  mainVerb: boolean;
  /** A subordinate clause opened: "and" after it may coordinate inside it. */
  subordinate: boolean;
}

const commaGap = /^[^\S\n]*,[^\S\n]*$/;
const semicolonGap = /^[^\S\n]*;[^\S\n]*$/;

/** How the second sentence starts: its first word takes a capital (a name has one already). */
function opening(text: string, next: Token, opener: string): { end: number; written: string } {
  if (opener) return { end: next.start, written: `${opener} ` };
  const word = text.slice(next.start, next.end);
  if (!/^\p{Ll}/u.test(word)) return { end: next.start, written: '' };
  return { end: next.end, written: word.charAt(0).toUpperCase() + word.slice(1) };
}

/** "…, and the team …" → "…. The team …"; "…, but it …" → "…. But it …"; "…; the …" → "…. The …". */
function coordinateSplit(
  context: RuleContext,
  prefix: Prefix,
  at: number,
  last: number,
): Split | undefined {
  const { text, tokens } = context;
  const previous = tokens[at - 1]!;
  const joiner = tokens[at]!;
  const gap = text.slice(previous.end, joiner.start);
  const semicolon = semicolonGap.test(gap);
  const opener = coordinators[joiner.lower];
  const comma = opener !== undefined && commaGap.test(gap);
  if (!semicolon && !comma) return undefined;
  // "We found that the effect was small, and …": the second clause may belong to the "that".
  if (!prefix.mainVerb || (comma && prefix.subordinate)) return undefined;
  const secondStart = semicolon ? at : at + 1;
  const next = tokens[secondStart];
  if (!next || /^\p{N}/u.test(next.text) || !standsAlone(tokens, secondStart, last + 1)) {
    return undefined;
  }
  const { end, written } = opening(text, next, comma ? opener! : '');
  return {
    start: previous.end,
    end,
    replacement: `. ${written}`,
    rule: semicolon ? 'semicolon' : `, ${joiner.lower}`,
    secondStart,
  };
}

/** "which were", "which show": plural; "which is", "which shows": singular; else the noun's. */
function pluralVerb(verb: string, antecedent: string): boolean {
  if (['are', 'were', 'have', 'do'].includes(verb)) return true;
  if (['is', 'was', 'has', 'does'].includes(verb) || /[^s]s$/.test(verb)) return false;
  const forms = readVerb(verb).flatMap((reading) => reading.forms);
  if (forms.includes('base') && !forms.includes('past')) return true;
  return looksPlural(antecedent);
}

/** Whether a word is a finite verb after a subject pronoun ("it shows", "they led", "it can"). */
function finiteAfterPronoun(verb: Token): boolean {
  const word = verb.lower;
  if (['be', 'been', 'being', 'having'].includes(word)) return false;
  if (beForms.has(word) || haveForms.has(word) || modals.has(word)) return true;
  return isFiniteVerb([{ ...verb, text: 'it', lower: 'it' }, verb], 1);
}

/** "…, which makes it slow." → "…. This makes it slow."; "…, which were …" → "…. They were …". */
function relativeSplit(context: RuleContext, prefix: Prefix, at: number): Split | undefined {
  const { text, tokens } = context;
  const previous = tokens[at - 1]!;
  const which = tokens[at]!;
  if (which.lower !== 'which' || !prefix.mainVerb) return undefined;
  if (!commaGap.test(text.slice(previous.end, which.start))) return undefined;
  // Only a verb right after "which": "which we trained" would need its object back.
  const verb = tokens[at + 1];
  if (!verb || !finiteAfterPronoun(verb)) return undefined;
  return {
    start: previous.end,
    end: which.end,
    replacement: `. ${pluralVerb(verb.lower, previous.lower) ? 'They' : 'This'}`,
    rule: ', which',
    secondStart: at,
  };
}

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

/** The split nearest the middle of a long sentence, if one is safe: one pass over its words. */
function splitOf(context: RuleContext, start: number, end: number): Split | undefined {
  const { text, tokens } = context;
  const first = tokenIndexAt(tokens, start);
  let last = tokenIndexAt(tokens, end) - 1;
  while (last >= first && tokens[last]!.end > end) last--;
  const words = last - first + 1;
  if (words <= splitAboveWords) return undefined;
  const prefix: Prefix = { mainVerb: false, subordinate: false };
  let depth = 0;
  let quotes = 0;
  let best: { split: Split; before: number } | undefined;
  for (let at = first; at <= last; at++) {
    const change = opened(
      text.slice(at === first ? start : tokens[at - 1]!.end, tokens[at]!.start),
    );
    depth += change.depth;
    quotes += change.quotes;
    const before = at - first;
    if (before >= minimumPartWords && depth === 0 && quotes % 2 === 0) {
      const split =
        coordinateSplit(context, prefix, at, last) ?? relativeSplit(context, prefix, at);
      const after = split ? last + 1 - split.secondStart : 0;
      const nearer = !best || Math.abs(before - words / 2) < Math.abs(best.before - words / 2);
      if (split && after >= minimumPartWords && nearer) best = { split, before };
    }
    if (subordinating.has(tokens[at]!.lower)) prefix.subordinate = true;
    if (at > first && isFiniteVerb(tokens, at)) prefix.mainVerb = true;
  }
  return best?.split;
}

function findSplits(context: RuleContext): Edit[] {
  const edits: Edit[] = [];
  for (const span of sentenceSpans(context.text)) {
    const split = splitOf(context, span.start, span.end);
    if (!split) continue;
    edits.push({
      start: split.start,
      end: split.end,
      replacement: split.replacement,
      reason: 'a long sentence reads more easily as two',
      family: 'sentence-split',
      rule: split.rule,
    });
  }
  return edits;
}

export const sentenceSplitFamily: RuleFamily = {
  id: 'sentence-split',
  summary: `a sentence of more than ${splitAboveWords} words split in two where both parts stand alone ("…, and the team …" → "…. The team …", "…, which makes it slow" → "…. This makes it slow")`,
  find: findSplits,
};
