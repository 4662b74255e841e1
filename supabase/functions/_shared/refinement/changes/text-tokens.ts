/**
 * A text as the alignment reads it: its words (letters and digits, with inner apostrophes) and
 * every other visible character, one token each, with where they sit. Spaces are not tokens:
 * two texts whose words match but whose spacing differs still differ there, which the hunks
 * see (text-hunks.ts). Each distinct token gets one number, shared by both texts, so the
 * alignment compares numbers.
 */
export interface TokenizedText {
  /** The token's number; equal numbers are equal tokens (case counts: "we" is not "We"). */
  ids: number[];
  starts: number[];
  ends: number[];
}

const tokenPattern = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*|\S/gu;

/** Numbers the distinct tokens of the texts it reads, the same token the same number. */
export class TokenNumbers {
  readonly #numbers = new Map<string, number>();

  tokenize(text: string): TokenizedText {
    const ids: number[] = [];
    const starts: number[] = [];
    const ends: number[] = [];
    // One pattern object, read from its start: matchAll would copy it for every text.
    tokenPattern.lastIndex = 0;
    for (let match = tokenPattern.exec(text); match; match = tokenPattern.exec(text)) {
      const token = match[0];
      let id = this.#numbers.get(token);
      if (id === undefined) {
        id = this.#numbers.size;
        this.#numbers.set(token, id);
      }
      ids.push(id);
      starts.push(match.index);
      ends.push(match.index + token.length);
    }
    return { ids, starts, ends };
  }
}
