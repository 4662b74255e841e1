import type { WorkMeter } from '../text/work-meter.ts';

/**
 * The draft as the shield's detectors read it, and the way back to the characters typed. People
 * paste values with look-alike characters, and a vendor would still read them as the value:
 *
 * - compatibility forms read as what they stand for (Unicode NFKC): full-width digits and
 *   letters, `＠`, `．`, mathematical digits;
 * - every space-like character (no-break, thin, narrow, ideographic spaces) reads as a space,
 *   and every dash (en, em, figure, minus, non-breaking hyphen) as `-` between digits, so
 *   `4111 1111 1111 1111` and `617–555–0142` group like their plain spellings;
 * - characters with no look of their own (zero-width spaces and joiners, soft hyphens, word
 *   joiners, byte-order marks, bidirectional controls) are not there at all, so
 *   `jane\u200B@uni.edu` reads `jane@uni.edu`.
 *
 * Each character read maps back to the characters it came from, so a value found here is kept
 * back exactly as typed, invisible characters and all. A character whose NFKC form is longer
 * (`ﬁ`, `…`, `½`) is read as typed: no value needs it, and the copy is never longer than the
 * draft, so no draft costs more than its own length to read.
 */
export interface NormalisedText {
  /** What the detectors read. */
  text: string;
  /** The stretch of the draft that `text.slice(start, end)` was read from. */
  toOriginal(start: number, end: number): { start: number; end: number };
}

const ignorable = /^\p{Default_Ignorable_Code_Point}$/u;
const spaceLike = /^\p{Zs}$/u;
const dashLike = /^[\p{Pd}\u2212\uFE63\uFF0D]$/u;
const mark = /^\p{M}$/u;
const digit = /^\p{Nd}$/u;

/** The identity reading of a draft that needs no normalising. */
function asTyped(text: string): NormalisedText {
  return { text, toOriginal: (start, end) => ({ start, end }) };
}

/**
 * Whether a digit follows `index` in `text`, past ignorable characters and at most one space:
 * the other side of a dash inside a number (`617–555`, `617 – 555`).
 */
function digitFollows(text: string, index: number): boolean {
  let spaces = 0;
  for (let at = index; at < text.length;) {
    const character = String.fromCodePoint(text.codePointAt(at)!);
    at += character.length;
    if (ignorable.test(character)) continue;
    if (spaceLike.test(character) || character === ' ') {
      if (++spaces > 1) return false;
      continue;
    }
    return digit.test(character);
  }
  return false;
}

/** Anything but printable ASCII, tabs and line breaks: the characters that need a look. */
const unusual = /[^\t\n\r\x20-\x7E]/gu;
const plain = /[\t\n\r\x20-\x7E]/gu;
/** What a run of other characters may hold that reads differently: spaces, dashes, invisibles. */
const readsDifferently = /[\p{Default_Ignorable_Code_Point}\p{Zs}\p{Pd}\u2212\uFE63\uFF0D]/u;

/**
 * Reads `text` as described above, in one pass: runs of plain ASCII are copied as they are, a
 * run of other characters that NFKC leaves alone and that holds no space, dash or invisible
 * character is copied as it is too (most letters of most scripts), and any other run is read
 * piece by piece: each character with the combining marks after it.
 */
export function normaliseForReading(text: string, meter: WorkMeter): NormalisedText {
  meter.steps += text.length;
  unusual.lastIndex = 0;
  if (!unusual.test(text)) return asTyped(text);
  const pieces: string[] = [];
  // The draft's stretch of each character read, by its position in the copy.
  const starts = new Uint32Array(text.length);
  const ends = new Uint32Array(text.length);
  let length = 0;
  // The last two characters read, for a dash that may sit between two digits.
  let previous = '';
  let beforePrevious = '';
  const copy = (from: number, to: number) => {
    pieces.push(text.slice(from, to));
    for (let index = from; index < to; index++) {
      starts[length] = index;
      ends[length] = index + 1;
      length++;
    }
    beforePrevious = to - from > 1 ? text[to - 2]! : previous;
    previous = text[to - 1]!;
  };
  const emit = (piece: string, from: number, to: number) => {
    pieces.push(piece);
    for (let index = 0; index < piece.length; index++) {
      starts[length] = from;
      ends[length] = to;
      length++;
    }
    beforePrevious = piece.length > 1 ? piece[piece.length - 2]! : previous;
    previous = piece[piece.length - 1] ?? previous;
  };
  /** Reads one character with its marks from `from`; gives where the next one starts. */
  const readPiece = (from: number): number => {
    const base = String.fromCodePoint(text.codePointAt(from)!);
    let at = from + base.length;
    let segment = base;
    while (at < text.length) {
      const next = String.fromCodePoint(text.codePointAt(at)!);
      if (!mark.test(next)) break;
      segment += next;
      at += next.length;
    }
    if (segment === base && ignorable.test(base)) return at;
    if (segment === base && spaceLike.test(base)) {
      emit(' ', from, at);
      return at;
    }
    if (segment === base && dashLike.test(base)) {
      const digitBefore =
        /[0-9)]/.test(previous) || (previous === ' ' && /[0-9)]/.test(beforePrevious));
      if (digitBefore && digitFollows(text, at)) {
        emit('-', from, at);
        return at;
      }
    }
    const compatible = segment.normalize('NFKC');
    emit(compatible.length <= segment.length ? compatible : segment, from, at);
    return at;
  };
  let at = 0;
  while (at < text.length) {
    unusual.lastIndex = at;
    const found = unusual.exec(text);
    if (!found) {
      copy(at, text.length);
      break;
    }
    let runStart = found.index;
    // A combining mark belongs with the letter before it: that letter starts the run.
    if (runStart > at && mark.test(String.fromCodePoint(text.codePointAt(runStart)!))) runStart--;
    if (runStart > at) copy(at, runStart);
    plain.lastIndex = found.index;
    const runEnd = plain.exec(text)?.index ?? text.length;
    const run = text.slice(runStart, runEnd);
    meter.steps += run.length;
    if (!readsDifferently.test(run) && run.normalize('NFKC') === run) {
      copy(runStart, runEnd);
    } else {
      for (let piece = runStart; piece < runEnd;) piece = readPiece(piece);
    }
    at = runEnd;
  }
  return {
    text: pieces.join(''),
    toOriginal: (start, end) => ({ start: starts[start]!, end: ends[end - 1]! }),
  };
}
