import { expandPhrases, PhraseIndex } from '../../text/phrase-index.ts';
import type { Token } from '../../text/tokens.ts';
import type { Proposal, RuleContext } from './rule-family.ts';
import type { WordRule, WordTable } from './word-rules.ts';

/**
 * Tables read over the document's ASCII words (`document.asciiWords`), the words a regular
 * expression's `\b` sees: a rule matches "x-may possibly" and "may possibly’s" as it did when it
 * was written as one. Their rules have no conditions: what a family asks beyond the words is its
 * own code (`accept`).
 */

/** A table's phrase found at asciiWords[from…last], and where it is written. */
export interface AsciiPhrase {
  rule: WordRule;
  from: number;
  last: number;
  start: number;
  end: number;
}

/** Every phrase of a table's rules (word choices expanded), longest first at each word. */
export function indexAsciiTable(table: WordTable): PhraseIndex<WordRule> {
  const index = new PhraseIndex<WordRule>({ joins: table.joins ?? 'any' });
  for (const rule of table.rules) {
    if (rule.when) throw new Error(`a condition on an ASCII table's rule: ${rule.match}`);
    for (const phrase of expandPhrases(rule.match)) index.add(phrase, rule);
  }
  return index;
}

/**
 * The phrases of a table written in `words`, left to right, none inside another: at each word,
 * the longest one `accept` takes.
 */
export function findAsciiPhrases(
  index: PhraseIndex<WordRule>,
  text: string,
  words: readonly Token[],
  accept: (found: AsciiPhrase) => boolean = () => true,
): AsciiPhrase[] {
  const found: AsciiPhrase[] = [];
  for (let at = 0; at < words.length; at++) {
    for (const { words: phrase, payload } of index.matchesAt(text, words, at)) {
      const last = at + phrase.length - 1;
      const candidate = {
        rule: payload,
        from: at,
        last,
        start: words[at]!.start,
        end: words[last]!.end,
      };
      if (!accept(candidate)) continue;
      found.push(candidate);
      at = last;
      break;
    }
  }
  return found;
}

/** A swap's replacement: "$2" is the match's second word as written. */
function replacementOf(found: AsciiPhrase, words: readonly Token[]): string {
  return found.rule.replacement.replace(
    /\$(\d)/g,
    (_, place: string) => words[found.from + Number(place) - 1]!.text,
  );
}

/**
 * A table's swaps and drops over the ASCII words, where `accept` (given the context) takes
 * them: "may possibly" → "may" (`$1`).
 */
export function asciiSwaps(
  table: WordTable,
  accept?: (context: RuleContext) => (found: AsciiPhrase) => boolean,
): (context: RuleContext) => Proposal[] {
  const index = indexAsciiTable(table);
  const reason = typeof table.reason === 'string' ? table.reason : table.reason.phrase;
  return (context) => {
    const words = context.document.asciiWords;
    return findAsciiPhrases(index, context.text, words, accept?.(context)).map((found) => ({
      start: found.start,
      end: found.end,
      replacement: replacementOf(found, words),
      reason,
      rule: table.rule ?? found.rule.match,
    }));
  };
}
