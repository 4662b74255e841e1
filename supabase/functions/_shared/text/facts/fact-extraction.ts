import type { Fact } from './fact-kinds.ts';
import { type FactPattern, hardFactPatterns } from './fact-patterns.ts';
import { isFunctionWord } from '../english/word-classes.ts';
import { opensSentence } from '../sentences.ts';

/** A fact as found in one text: its canonical `key` compares equivalent forms as equal. */
export interface FoundFact extends Fact {
  key: string;
  start: number;
  end: number;
}

/** Marks which characters a fact already covers, so a span is never counted twice. */
class ClaimedSpans {
  readonly #claimed: Uint8Array;
  constructor(length: number) {
    this.#claimed = new Uint8Array(length);
  }
  isFree(start: number, end: number): boolean {
    for (let index = start; index < end; index++) if (this.#claimed[index]) return false;
    return true;
  }
  claim(start: number, end: number): void {
    this.#claimed.fill(1, start, end);
  }
}

function findHardFacts(
  text: string,
  claimed: ClaimedSpans,
  patterns: readonly FactPattern[],
): FoundFact[] {
  const facts: FoundFact[] = [];
  const hasNumeral = /\p{N}/u.test(text);
  for (const factPattern of patterns) {
    const { kind, key, trim, needsNumeral, needs } = factPattern;
    if ((needsNumeral && !hasNumeral) || (needs && !needs.test(text))) continue;
    // Read only now: a pattern is compiled when first read (fact-patterns.ts).
    for (const match of text.matchAll(factPattern.pattern)) {
      const written = trim ? trim(match[0]) : match[0];
      const start = match.index;
      const end = start + written.length;
      if (written.trim() === '' || !claimed.isFree(start, end)) continue;
      claimed.claim(start, end);
      const groups = { ...match.groups };
      facts.push({ kind, text: written.trim(), hard: true, key: key(groups, written), start, end });
    }
  }
  return facts;
}

/**
 * Words that are capitalised without being a name: the pronoun, titles, initials, and the
 * informal abbreviations a FORMAL follow-up spells out ("ASAP" → "as soon as possible").
 */
const notNames = new Set([
  ...[
    'I',
    'OK',
    'ASAP',
    'FYI',
    'BTW',
    'PLS',
    'THX',
    'Dr',
    'Prof',
    'Mr',
    'Mrs',
    'Ms',
    'Mx',
    'Sr',
    'Jr',
    'St',
  ],
  ...['Fig', 'Figs', 'Figure', 'Figures', 'Table', 'Tables', 'Eq', 'Equation', 'Section'],
  ...['Chapter', 'Appendix', 'Supplementary', 'No', 'Vol'],
]);

/**
 * A name written with initials, as one: "Richard M. Sherman", "J. R. R. Okonkwo", "U.S. Army".
 * Up to three capitalised words, one to four initials, then a surname with a small letter.
 * Every part is bounded, so a run of capitals costs a few steps per word.
 */
const initialledName =
  /(?<![\p{L}\p{N}'’.-])(?:\p{Lu}[\p{L}'’-]+[ \t]+){0,3}(?:\p{Lu}\.[ \t]?){1,4}\p{Lu}[\p{Lu}'’-]{0,2}\p{Ll}[\p{L}'’-]*/gu;

/** Words that may head a sentence before a name without being part of it ("In", "The", "By"). */
const notNameHeads =
  /^(?:a|an|the|in|on|at|by|for|from|with|to|of|and|but|or|as|if|when|while|after|before|since|then|also|this|that|these|those|our|we|it)$/i;

/**
 * Soft facts: names with initials, kept whole ("Richard M. Sherman" is one name: an edit that
 * moves "Sherman" away from "Richard M." breaks it), each written as in the draft.
 */
function findInitialledNames(text: string, claimed: ClaimedSpans): FoundFact[] {
  const names: FoundFact[] = [];
  for (const match of text.matchAll(initialledName)) {
    let start = match.index;
    let written = match[0];
    // "In J. R. Okonkwo's view": a sentence's first word before the name is not part of it.
    const head = /^(\p{L}+)[ \t]+/u.exec(written);
    if (head && /\p{Ll}/u.test(head[1]!) && notNameHeads.test(head[1]!)) {
      start += head[0].length;
      written = written.slice(head[0].length);
    }
    written = nameOf(written);
    const end = start + written.length;
    if (!/\p{Lu}\./u.test(written) || !claimed.isFree(start, end)) continue;
    // "Theatre B. His talk": a function word after the initial opens a sentence, not a surname.
    const lastWord = written.split(/[ \t.]/).at(-1)!;
    if (isFunctionWord(lastWord.toLowerCase())) continue;
    claimed.claim(start, end);
    const key = written.replace(/\s+/g, ' ');
    names.push({ kind: 'name', text: key, hard: false, key, start, end });
  }
  return names;
}

/**
 * A capitalised word as a name is compared: without a possessive ("Maria's") or the hyphens and
 * apostrophes it ends with. Trimmed by a loop: a regex ending in "+$" restarts at every character
 * of a run of hyphens, which made a word of 8,000 of them quadratic.
 */
export function nameOf(word: string): string {
  const bare = word.replace(/['’]s?$/u, '');
  let end = bare.length;
  while (end > 0 && "-'’".includes(bare[end - 1]!)) end--;
  return bare.slice(0, end);
}

/** Soft facts: capitalised words that do not open a sentence ("Maria", "Oxford", "NIH"). */
function findNames(text: string, claimed: ClaimedSpans): FoundFact[] {
  const names: FoundFact[] = findInitialledNames(text, claimed);
  for (const match of text.matchAll(/(?<![\p{L}\p{N}'’-])\p{Lu}[\p{L}'’-]*/gu)) {
    const word = nameOf(match[0]);
    const start = match.index;
    const end = start + word.length;
    const isInitial = word.length === 1;
    const isName = /\p{Ll}/u.test(word) || word.length >= 2;
    if (isInitial || !isName || notNames.has(word) || /^I['’]/u.test(match[0])) continue;
    if (!claimed.isFree(start, end) || opensSentence(text, start)) continue;
    names.push({ kind: 'name', text: word, hard: false, key: word, start, end });
  }
  return names;
}

/** "n't" words are matched from a word's start only: from every letter, a long word was quadratic. */
const negationPattern =
  /(?<![\p{L}'’])(?:not|no|never|none|nobody|nothing|nowhere|neither|nor|without|cannot)(?![\p{L}'’])|(?<![\p{L}])\p{L}+n['’]t(?![\p{L}])/giu;

const wordAround = /[\p{L}\p{N}'’-]+/u;

/** The ". 5" after "No" that makes it a number sign. */
const numberSign = /\.\s*\d/y;

/** The word before a negation, the negation, and the word after: "did not differ". */
function negationContext(text: string, start: number, end: number): string {
  const before = /([\p{L}\p{N}'’-]+)[^\S\n]+$/u.exec(text.slice(Math.max(0, start - 40), start));
  const after = wordAround.exec(text.slice(end, end + 40).replace(/^[^\S\n]+/u, '\u0000'));
  const next = after && after.index === 1 ? after[0] : undefined;
  return [before?.[1], text.slice(start, end), next].filter(Boolean).join(' ');
}

/** Soft facts: each negation ("not", "no", "never", "without", "n't", "nor"…) with its context. */
function findNegations(text: string, claimed: ClaimedSpans): FoundFact[] {
  const negations: FoundFact[] = [];
  for (const match of text.matchAll(negationPattern)) {
    const start = match.index;
    const end = start + match[0].length;
    // "No. 5" is a number, not a negation (read where it stands: a slice of the rest was quadratic).
    numberSign.lastIndex = end;
    if (/^no$/i.test(match[0]) && numberSign.test(text)) continue;
    if (!claimed.isFree(start, end)) continue;
    const context = negationContext(text, start, end);
    negations.push({ kind: 'negation', text: context, hard: false, key: context, start, end });
  }
  return negations;
}

/** Passes over a text that finding its facts makes: each hard pattern, names and negations. */
export const extractionPasses = hardFactPatterns.length + 2;

/**
 * The facts of the last few texts read, shared: one request reads its draft and its refined
 * text several times (the judge, the offline engine's lock and protected spans, its notes, the
 * lock on the answer), and the texts of a round are read again by the next.
 */
const recent: { text: string; facts: readonly FoundFact[] }[] = [];
const rememberedTexts = 6;

/**
 * Every fact of a text, in reading order: hard facts first claim their spans (most specific
 * pattern first), then names and negations outside them. Deterministic and regex-only, so it
 * costs well under a millisecond for a typical draft. `patterns` is for tests only. The facts
 * are shared with other callers that read the same text: never change them.
 */
export function extractFacts(
  text: string,
  patterns: readonly FactPattern[] = hardFactPatterns,
): readonly FoundFact[] {
  const remembered = patterns === hardFactPatterns;
  const cached = remembered ? recent.find((entry) => entry.text === text) : undefined;
  if (cached) return cached.facts;
  const claimed = new ClaimedSpans(text.length);
  const hard = findHardFacts(text, claimed, patterns);
  const soft = [...findNames(text, claimed), ...findNegations(text, claimed)];
  const facts = [...hard, ...soft].sort((a, b) => a.start - b.start);
  if (remembered) {
    recent.unshift({ text, facts });
    recent.length = Math.min(recent.length, rememberedTexts);
  }
  return facts;
}
