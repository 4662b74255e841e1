/** One word of a text with its place: "don't", "state-of-the-art" and "COVID-19" are one word. */
export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The text with its first character in upper case. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function tokenize(text: string): Token[] {
  return [...text.matchAll(wordPattern)].map((match) => ({
    text: match[0],
    lower: match[0].toLowerCase().replace(/’/g, "'"),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Where the white space from `at` ends (`at` itself if none stands there). */
export function spacesFrom(text: string, at: number): number {
  let end = at;
  while (/\s/.test(text.charAt(end))) end++;
  return end;
}

/**
 * Where `word` is first written in `text` with no letter against either end ("super" in
 * "super-fast" and "ok" in "ok1", never in "superb"), or -1. Characters compare exactly.
 */
export function indexOfUnlettered(text: string, word: string): number {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text.slice(Math.max(0, at - 2), at);
    const after = text.slice(at + word.length, at + word.length + 2);
    if (!/\p{L}$/u.test(before) && !/^\p{L}/u.test(after)) return at;
  }
  return -1;
}

/**
 * Whether only spaces (at most one line break) stand between two neighbouring tokens, so that
 * a phrase may run across them: "in order to" matches, "in order, to" and "in order\n\nto" do not.
 */
export function joined(text: string, left: Token, right: Token): boolean {
  if (right.start <= left.end) return false;
  // Read once, left to right: a pattern with two runs of spaces around an optional line break
  // tried every split of a long run of spaces, quadratic in its length.
  let lineBreaks = 0;
  for (let index = left.end; index < right.start; index++) {
    const character = text[index]!;
    if (character === '\n') lineBreaks++;
    else if (!/\s/.test(character)) return false;
    if (lineBreaks > 1) return false;
  }
  return true;
}

/**
 * Whether tokens[from..from+length) are written as one run of words (see `joined`). The caller
 * compares their words.
 */
export function isRun(text: string, tokens: readonly Token[], from: number, length: number) {
  if (from < 0 || from + length > tokens.length) return false;
  for (let index = from + 1; index < from + length; index++) {
    if (!joined(text, tokens[index - 1]!, tokens[index]!)) return false;
  }
  return true;
}

/** The words of tokens[from..from+words.length) equal `words` (lowercase) and form a run. */
export function matchesWords(
  text: string,
  tokens: readonly Token[],
  from: number,
  words: readonly string[],
): boolean {
  if (from < 0 || from + words.length > tokens.length) return false;
  for (let offset = 0; offset < words.length; offset++) {
    if (tokens[from + offset]!.lower !== words[offset]) return false;
  }
  return isRun(text, tokens, from, words.length);
}

/** The index of the token that starts at `offset` (or the first one after it). */
export function tokenIndexAt(tokens: readonly Token[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (tokens[middle]!.start < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}
