import { expandPhrases, PhraseIndex } from '../../text/phrase-index.ts';
import { type Token, tokenIndexAt } from '../../text/tokens.ts';
import type { Proposal, RuleContext } from './rule-family.ts';
import type { WordRule, WordTable } from './word-rules.ts';

/**
 * Tables read over the document's ASCII words (`document.asciiWords`), the words a regular
 * expression's `\b` sees: a rule matches "x-may possibly" and "may possibly’s" as it did when it
 * was written as one. Their rules have no conditions: what a family asks beyond the words is its
 * own code (`accept`).
 */

/** A table's phrase found at asciiWords[from…last], and the span an edit takes. */
export interface AsciiPhrase {
  rule: WordRule;
  from: number;
  last: number;
  start: number;
  end: number;
}

export interface AsciiSearch {
  /** The match as it stands, or moved (a comma before it, a word after it), or undefined. */
  accept?: (found: AsciiPhrase) => AsciiPhrase | undefined;
  /**
   * A phrase's first word may end a longer word, as a regular expression with nothing before
   * its first word matched: "into some extent" holds "to some extent".
   */
  withinWord?: boolean;
}

/** The most words of a phrase: a phrase found inside a word is read against so many. */
const longestPhrase = 8;

/** Every phrase of a table's rules (word choices expanded), longest first at each word. */
export function indexAsciiTable(table: WordTable): PhraseIndex<WordRule> {
  const index = new PhraseIndex<WordRule>({ joins: table.joins ?? 'any' });
  for (const rule of table.rules) {
    if (rule.when) throw new Error(`a condition on an ASCII table's rule: ${rule.match}`);
    for (const phrase of expandPhrases(rule.match)) {
      if (phrase.split(' ').length > longestPhrase) throw new Error(`too long: ${phrase}`);
      index.add(phrase, rule);
    }
  }
  return index;
}

/** The ends of words[at] that are a first word of the index, longest first, as words. */
function endsOf(index: PhraseIndex<WordRule>, word: Token): Token[] {
  const heads: Token[] = [];
  for (const first of index.firstWords()) {
    if (word.lower.length > first.length && word.lower.endsWith(first)) {
      const start = word.end - first.length;
      heads.push({ text: word.text.slice(start - word.start), lower: first, start, end: word.end });
    }
  }
  return heads.sort((a, b) => a.start - b.start);
}

/** The phrases found from words[at]: as written, or from the end of the word (`withinWord`). */
function candidatesAt(
  index: PhraseIndex<WordRule>,
  text: string,
  words: readonly Token[],
  at: number,
  withinWord: boolean,
) {
  const whole = index.matchesAt(text, words, at).map(({ words: phrase, payload }) => {
    const last = at + phrase.length - 1;
    return { rule: payload, from: at, last, start: words[at]!.start, end: words[last]!.end };
  });
  const heads = withinWord ? endsOf(index, words[at]!) : [];
  if (heads.length === 0) return whole;
  const inside = heads.flatMap((head) => {
    const local = [head, ...words.slice(at + 1, at + longestPhrase)];
    return index.matchesAt(text, local, 0).map(({ words: phrase, payload }) => {
      const last = at + phrase.length - 1;
      return {
        rule: payload,
        from: at,
        last,
        start: head.start,
        end: words[last]?.end ?? head.end,
      };
    });
  });
  // Leftmost first, as a regular expression reads: the whole word, then its ends.
  return [...whole, ...inside];
}

/**
 * The phrases of a table written in `words`, left to right, none inside another: at each word,
 * the longest one `accept` takes.
 */
export function findAsciiPhrases(
  index: PhraseIndex<WordRule>,
  text: string,
  words: readonly Token[],
  { accept = (found) => found, withinWord = false }: AsciiSearch = {},
): AsciiPhrase[] {
  const found: AsciiPhrase[] = [];
  for (let at = 0; at < words.length; at++) {
    for (const candidate of candidatesAt(index, text, words, at, withinWord)) {
      const taken = accept(candidate);
      if (!taken) continue;
      found.push(taken);
      at = taken.last;
      break;
    }
  }
  return found;
}

/**
 * `count` ASCII words from `offset` on, a word begun before it read from there: what a regular
 * expression tried at `offset` (a clause's start) reads.
 */
export function asciiWordsFrom(words: readonly Token[], offset: number, count = 6): Token[] {
  const at = tokenIndexAt(words, offset);
  const inside = words[at - 1];
  if (inside && inside.end > offset) {
    const text = inside.text.slice(offset - inside.start);
    const head = { text, lower: text.toLowerCase(), start: offset, end: inside.end };
    return [head, ...words.slice(at, at + count - 1)];
  }
  return words[at]?.start === offset ? words.slice(at, at + count) : [];
}

/** Where the white space from `at` ends (`at` itself if none stands there). */
export function spacesFrom(text: string, at: number): number {
  let end = at;
  while (/\s/.test(text.charAt(end))) end++;
  return end;
}

/** A swap's replacement: "$2" is the match's second word as written. */
function replacementOf(found: AsciiPhrase, words: readonly Token[]): string {
  return found.rule.replacement.replace(
    /\$(\d)/g,
    (_, place: string) => words[found.from + Number(place) - 1]!.text,
  );
}

/**
 * A table's swaps and drops over the ASCII words, where the search (given the context) takes
 * them: "may possibly" → "may" (`$1`).
 */
export function asciiSwaps(
  table: WordTable,
  search: (context: RuleContext) => AsciiSearch = () => ({}),
): (context: RuleContext) => Proposal[] {
  const index = indexAsciiTable(table);
  const reason = typeof table.reason === 'string' ? table.reason : table.reason.phrase;
  return (context) => {
    const words = context.document.asciiWords;
    return findAsciiPhrases(index, context.text, words, search(context)).map((found) => ({
      start: found.start,
      end: found.end,
      replacement: replacementOf(found, words),
      reason,
      rule: table.rule ?? found.rule.match,
    }));
  };
}
