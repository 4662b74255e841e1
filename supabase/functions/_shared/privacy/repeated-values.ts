import { draftPattern } from './bounded-pattern.ts';
import { markedWords } from './private-marks.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import type { WithheldKind } from './withheld-kinds.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

/**
 * The draft as a sequence of comparable pieces, so a value can be found again however it is
 * spaced or capitalised: words (compared in lower case), numbers (compared by their digits, so
 * `(617) 555-0142`, `617-555-0142` and `617 555 0142` are one number, and no number is found
 * inside a longer one or a decimal), and single signs. Spaces are between pieces, never in them.
 */
const piece = draftPattern(
  String.raw`(?<number>(?<!\d[.,])\(?\+?\d{1,32}(?:[\s\-()]{1,3}\d{1,32}){0,16}(?![\p{L}\p{M}\p{N}_]|[.,]\d))|(?<word>[\p{L}\p{M}\p{N}_]{1,64})|\S`,
  'gu',
);

interface Piece {
  start: number;
  end: number;
  id: number;
}

/** Gives each distinct piece a number, shared by the draft and the values. */
function pieceReader(meter: WorkMeter) {
  const ids = new Map<string, number>();
  const idOf = (match: RegExpExecArray) => {
    const key = match.groups?.number ? `#${match[0].replace(/\D/gu, '')}` : match[0].toLowerCase();
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  return (text: string, offset = 0): Piece[] =>
    scanMatches(piece, text, meter).map((match) => ({
      start: offset + match.index,
      end: offset + match.index + match[0].length,
      id: idOf(match),
    }));
}

/**
 * Aho–Corasick over pieces: every value found anywhere in the draft in one pass, whatever their
 * number. Building reads each value's pieces once; the search reads each piece of the draft once
 * and follows failure links whose count is bounded by the pieces read, so the whole is linear in
 * the draft (the values are stretches of it).
 */
class ValueMatcher {
  readonly #next: Map<number, number>[] = [new Map()];
  readonly #fail: number[] = [0];
  /** The value that ends at a state, and the nearest shorter state where one ends. */
  readonly #value: number[] = [-1];
  readonly #shorter: number[] = [-1];
  readonly #depth: number[] = [0];

  add(ids: readonly number[], value: number): void {
    let state = 0;
    for (const id of ids) {
      let next = this.#next[state]!.get(id);
      if (next === undefined) {
        next = this.#next.length;
        this.#next.push(new Map());
        this.#fail.push(0);
        this.#value.push(-1);
        this.#shorter.push(-1);
        this.#depth.push(this.#depth[state]! + 1);
        this.#next[state]!.set(id, next);
      }
      state = next;
    }
    if (this.#value[state] === -1) this.#value[state] = value;
  }

  /** Failure links, breadth first; call once every value is added. */
  build(meter: WorkMeter): void {
    const queue = [...this.#next[0]!.values()];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const [id, child] of this.#next[state]!) {
        let fallback = this.#fail[state]!;
        while (fallback !== 0 && !this.#next[fallback]!.has(id)) {
          fallback = this.#fail[fallback]!;
          meter.steps++;
        }
        const target = this.#next[fallback]!.get(id);
        this.#fail[child] = target !== undefined && target !== child ? target : 0;
        const via = this.#fail[child]!;
        this.#shorter[child] = this.#value[via] !== -1 ? via : this.#shorter[via]!;
        queue.push(child);
      }
    }
  }

  /**
   * For each piece of the draft, up to `perEnd` values that end with it, longest first, as
   * [first piece, last piece, value].
   */
  *matches(pieces: readonly Piece[], perEnd: number, meter: WorkMeter) {
    let state = 0;
    for (let index = 0; index < pieces.length; index++) {
      const id = pieces[index]!.id;
      while (state !== 0 && !this.#next[state]!.has(id)) {
        state = this.#fail[state]!;
        meter.steps++;
      }
      state = this.#next[state]!.get(id) ?? 0;
      let found = this.#value[state] !== -1 ? state : this.#shorter[state]!;
      for (let count = 0; found !== -1 && count < perEnd; count++) {
        meter.steps++;
        yield [index - this.#depth[found]! + 1, index, this.#value[found]!] as const;
        found = this.#shorter[found]!;
      }
    }
  }
}

/** The value a found span stands for: a mark's words, else the span as written. */
function valueOf(text: string, span: SensitiveSpan): { from: number; text: string } {
  const written = text.slice(span.start, span.end);
  if (span.kind !== 'private') return { from: span.start, text: written };
  const words = markedWords(written);
  return { from: span.start + written.indexOf(words), text: words };
}

/**
 * Shorter ones tried at the same end when the longest overlaps something kept back already: a
 * bound per piece, so a draft crafted to nest its values cannot cost more than this per piece.
 */
const valuesPerEnd = 4;

/**
 * Where else the draft writes a value already found, by any detector: a name marked
 * `{{Jane Doe}}` and later written `jane  doe`, a password after its label and later alone, a
 * number after "call me on" and later without it, an address in another case. Each occurrence
 * is kept back as its own text, so restoring stays exact; one that overlaps what is kept back
 * already is left. A value is also looked for without the signs it starts or ends with, so
 * `hunter2!` after its label keeps a later `hunter2` back too.
 */
export function findRepeatedValues(
  text: string,
  found: readonly SensitiveSpan[],
  meter: WorkMeter,
): SensitiveSpan[] {
  const read = pieceReader(meter);
  const pieces = read(text);
  const matcher = new ValueMatcher();
  const kinds: WithheldKind[] = [];
  // A value written many times is read once.
  const seen = new Set<string>();
  for (const span of found) {
    if (span.kind === 'keep') continue;
    const value = valueOf(text, span);
    const key = `${span.kind} ${value.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const valuePieces = read(value.text, value.from);
    const isSign = (item: Piece) =>
      item.end - item.start === 1 && !/[\p{L}\p{N}]/u.test(text[item.start]!);
    let first = 0;
    let last = valuePieces.length;
    while (first < last && isSign(valuePieces[first]!)) first++;
    while (last > first && isSign(valuePieces[last - 1]!)) last--;
    for (const variant of [valuePieces, valuePieces.slice(first, last)]) {
      const letters = variant.reduce((sum, item) => sum + item.end - item.start, 0);
      if (letters < 2) continue;
      matcher.add(
        variant.map((item) => item.id),
        kinds.length,
      );
    }
    kinds.push(span.kind);
  }
  if (kinds.length === 0) return [];
  matcher.build(meter);

  // What is kept back already: a prefix count, so any stretch is tested at once.
  const keptBefore = new Uint32Array(text.length + 1);
  const kept = new Uint8Array(text.length);
  for (const span of found) kept.fill(1, span.start, span.end);
  for (let index = 0; index < text.length; index++) {
    keptBefore[index + 1] = keptBefore[index]! + kept[index]!;
  }
  meter.steps += text.length;

  const candidates: SensitiveSpan[] = [];
  for (const [first, last, value] of matcher.matches(pieces, valuesPerEnd, meter)) {
    const start = pieces[first]!.start;
    const end = pieces[last]!.end;
    if (keptBefore[end] !== keptBefore[start]) continue;
    candidates.push({ start, end, kind: kinds[value]! });
  }
  // Longest first: a longer repeat that holds a shorter value is kept whole. Accepted repeats
  // are no shorter than the one tested, so one overlapping it holds one of its ends.
  candidates.sort((left, right) => right.end - right.start - (left.end - left.start));
  const taken = new Uint8Array(text.length);
  const repeats: SensitiveSpan[] = [];
  for (const candidate of candidates) {
    meter.steps++;
    if (taken[candidate.start] || taken[candidate.end - 1]) continue;
    taken.fill(1, candidate.start, candidate.end);
    meter.steps += candidate.end - candidate.start;
    repeats.push(candidate);
  }
  return repeats;
}
