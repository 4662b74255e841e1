import { capitalise } from '../../text/tokens.ts';
import { opensSentence } from '../../text/sentences.ts';
import { indefiniteArticleFor } from '../../text/english/indefinite-article.ts';
import type { SpanGuard } from '../../text/protected-spans.ts';

/** One rewrite of [start, end): what `RewrittenText` needs of an edit. */
export interface Splice {
  start: number;
  end: number;
  replacement: string;
}

const isSpace = (character: string) => /\s/.test(character);
/** White space other than a line break: what a seam closes or opens. */
const isInlineSpace = (character: string) => character !== '\n' && isSpace(character);

/**
 * Whether a text starting so takes no space before it: punctuation, a closing bracket or quote
 * (a straight one followed by a space, a mark or the end). A deleted word before one leaves none.
 */
const closesHere = (start: string) => /^(?:[,.;:!?)\]}”’…]|"(?=[\s,.;:!?)\]}]|$))/.test(start);

/** Whether a text ending so takes no space after it: an opening bracket or quote. */
const opensHere = (end: string) => /(?:[([{“‘]|(?:^|[\s([{])["'])$/.test(end);

/**
 * An article only depends on how its word starts (its first letters, an initialism's capitals,
 * a number's first digits): more than this is never read.
 */
const articleWordLength = 64;

/** The text right of the head, as pieces from its start: shared, never changed in place. */
interface Pieces {
  readonly piece: string;
  readonly next: Pieces | undefined;
}

/** Where a rewrite stands; taking one and going back to it costs nothing (`saved`, `restore`). */
export interface RewriteState {
  readonly source: string;
  readonly cut: number;
  readonly patch: string;
  readonly rest: Pieces | undefined;
  readonly length: number;
}

/**
 * A text rewritten edit by edit from its end, so that each edit costs what it reads and changes,
 * never a copy of the whole text. Left of the next edit the text is still the original, but for
 * a few characters at its end that a seam changed (spaces trimmed or added, "a" made "an"): the
 * head is `source.slice(0, cut) + patch`. What is right of it is kept as pieces.
 */
export class RewrittenText {
  #source: string;
  #cut: number;
  #patch = '';
  #rest: Pieces | undefined;
  #length: number;

  constructor(text: string) {
    this.#source = text;
    this.#cut = text.length;
    this.#length = text.length;
  }

  /** The text's length now. */
  get length(): number {
    return this.#length;
  }

  saved(): RewriteState {
    const [source, cut, patch, rest, length] = [
      this.#source,
      this.#cut,
      this.#patch,
      this.#rest,
      this.#length,
    ];
    return { source, cut, patch, rest, length };
  }

  restore(state: RewriteState): void {
    this.#source = state.source;
    this.#cut = state.cut;
    this.#patch = state.patch;
    this.#rest = state.rest;
    this.#length = state.length;
  }

  /**
   * Applies one edit, left of every edit applied so far (their offsets are the original text's),
   * and tidies its seams: the spaces a deletion leaves, a comma left alone at a sentence's start,
   * the capital of a sentence's new first word, and "a"/"an" before a changed word (never inside
   * a protected span). Returns the words written, and how many characters after the edit went
   * with it (the spaces, or the comma, a deletion leaves).
   */
  apply(edit: Splice, guard: SpanGuard): { written: string; removed: number } {
    // A seam of the edit after this one reached into it: go on from the text as it now is.
    if (edit.end > this.#cut) this.#flatten();
    const atStart = opensSentence(this.#source, edit.start);
    this.#pushRest(this.#patch);
    this.#pushRest(this.#source.slice(edit.end, this.#cut));
    this.#length -= edit.end - edit.start;
    this.#cut = edit.start;
    this.#patch = '';
    let replacement = edit.replacement;
    let removed = 0;
    if (replacement === '') {
      removed += this.#dropFromRest(isInlineSpace, Infinity);
      if (atStart && this.#firstOfRest() === ',') {
        removed += this.#dropFromRest(() => true, 1) + this.#dropFromRest(isInlineSpace, Infinity);
      }
      // No space is left before punctuation or a closing bracket, nor after an opening one:
      // "(very large)" → "(large)", "very." → ".".
      const next = this.#firstOfRest();
      if (next === undefined || closesHere(this.#startAfterHead('', 2))) this.#trimHeadSpaces();
      else if (
        this.#cut > 0 &&
        !isSpace(this.#source[this.#cut - 1]!) &&
        !opensHere(this.#source.slice(Math.max(0, this.#cut - 2), this.#cut)) &&
        !isSpace(next)
      ) {
        this.#patch = ' ';
        this.#length++;
      }
    }
    if (atStart) {
      const first = edit.end + removed;
      if (replacement !== '') replacement = capitalise(replacement);
      else if (!guard.touches(first, first + 1)) this.#capitaliseRest();
    }
    this.#agreeArticle(replacement, guard);
    this.#pushRest(replacement);
    this.#length += replacement.length;
    return { written: replacement, removed };
  }

  /** The text from `start` to `end` (as far as it goes), reading only what is asked. */
  read(start: number, end: number): string {
    let text = '';
    let at = start;
    const take = (piece: string, pieceStart: number) => {
      const from = Math.max(0, at - pieceStart);
      const to = Math.min(piece.length, end - pieceStart);
      if (from < to) {
        text += piece.slice(from, to);
        at = pieceStart + to;
      }
      return pieceStart + piece.length;
    };
    let next = take(this.#source.slice(0, this.#cut), 0);
    next = take(this.#patch, next);
    for (let pieces = this.#rest; pieces && next < end; pieces = pieces.next) {
      next = take(pieces.piece, next);
    }
    return text;
  }

  toString(): string {
    let text = this.#source.slice(0, this.#cut) + this.#patch;
    for (let pieces = this.#rest; pieces; pieces = pieces.next) text += pieces.piece;
    return text;
  }

  #flatten(): void {
    this.#source = this.toString();
    this.#cut = this.#source.length;
    this.#patch = '';
    this.#rest = undefined;
  }

  #pushRest(piece: string): void {
    if (piece !== '') this.#rest = { piece, next: this.#rest };
  }

  #firstOfRest(): string | undefined {
    return this.#rest?.piece.charAt(0);
  }

  /** Drops up to `limit` characters that pass `test` from the start of the rest; how many went. */
  #dropFromRest(test: (character: string) => boolean, limit: number): number {
    let dropped = 0;
    while (this.#rest && dropped < limit) {
      const { piece, next } = this.#rest;
      let index = 0;
      while (index < piece.length && dropped < limit && test(piece[index]!)) {
        index++;
        dropped++;
      }
      this.#rest = next;
      if (index < piece.length) {
        this.#pushRest(piece.slice(index));
        break;
      }
    }
    this.#length -= dropped;
    return dropped;
  }

  #capitaliseRest(): void {
    if (!this.#rest) return;
    const { piece, next } = this.#rest;
    const capital = piece.charAt(0).toUpperCase();
    this.#rest = next;
    this.#pushRest(piece.slice(1));
    this.#pushRest(capital);
    this.#length += capital.length - 1;
  }

  /** The head's spaces before the edit go (the head has no patch yet here). */
  #trimHeadSpaces(): void {
    while (this.#cut > 0 && isInlineSpace(this.#source[this.#cut - 1]!)) {
      this.#cut--;
      this.#length--;
    }
  }

  /** The first `length` characters after the head: `replacement`, then the rest. */
  #startAfterHead(replacement: string, length: number): string {
    let start = replacement.slice(0, length);
    for (let pieces = this.#rest; pieces && start.length < length; pieces = pieces.next) {
      start += pieces.piece.slice(0, length - start.length);
    }
    return start;
  }

  /** "a" ↔ "an" when the word after an article changed (never an article inside a quote…). */
  #agreeArticle(replacement: string, guard: SpanGuard): void {
    const headLength = this.#cut + this.#patch.length;
    // Only the head's last characters can hold the article.
    const tail = (this.#source.slice(Math.max(0, this.#cut - 8), this.#cut) + this.#patch).slice(
      -8,
    );
    const article = /(?:^|[^\p{L}])(a|an|A|An)[ \t]+$/u.exec(tail);
    if (!article) return;
    const after = this.#startAfterHead(replacement, articleWordLength);
    const next = /^[\p{L}\p{N}][\p{L}\p{N}-]*/u.exec(after)?.[0];
    if (!next) return;
    const expected = indefiniteArticleFor(next);
    const written = article[1]!;
    if (written.toLowerCase() === expected) return;
    const agreed = written.charAt(0) === 'A' ? capitalise(expected) : expected;
    const at = headLength - tail.length + article.index + article[0].indexOf(written);
    if (guard.touches(at, at + written.length)) return;
    // The article is letters, so it stands in the source part of the head, before any patch.
    this.#patch = agreed + this.#source.slice(at + written.length, this.#cut) + this.#patch;
    this.#cut = at;
    this.#length += agreed.length - written.length;
  }
}
