import { extractFacts, extractionPasses } from './facts/fact-extraction.ts';

/** Why a span of the text is never rewritten, flagged, or cut through. */
export type ProtectedKind =
  'fact' | 'name' | 'title' | 'code-block' | 'quoted-line' | 'markup' | 'path';

export interface ProtectedSpan {
  kind: ProtectedKind;
  start: number;
  end: number;
}

/**
 * Spans the fact extractor does not find, written as patterns: titles and names of several
 * capitalised words ("Journal of Applied Methodology"; an article, "I", a greeting or a
 * contraction heading a sentence is not part of one, so "A MRI scan" can still become "An MRI scan" and "Hey Maria"
 * "Dear Maria"), fenced code, quoted e-mail lines,
 * emphasis markup (often a title), maths, and words with path or handle characters
 * ("utilize_model.py", "@lab-bot", "src/order-to.ts").
 */
const patternSpans: readonly { kind: ProtectedKind; pattern: RegExp }[] = [
  { kind: 'code-block', pattern: /```[\s\S]*?(?:```|$)/g },
  { kind: 'quoted-line', pattern: /^[ \t]*>.*$/gm },
  {
    kind: 'title',
    pattern:
      /(?<![\p{L}\p{N}'’-])(?!(?:A|An|The|I|Dear|Hi|Hey|Hello|Hiya|\p{L}+n['’]t)[ \t])\p{Lu}[\p{L}\p{N}'’-]*(?:[ \t]+(?:(?:of|for|and|the|in|on|to|a|an|at|by|with|from|&)[ \t]+)*\p{Lu}[\p{L}\p{N}'’-]*)+/gu,
  },
  { kind: 'markup', pattern: /(?<![\p{L}\p{N}*_])([*_])(?=\S)[^*_\n]*?\S\1(?![\p{L}\p{N}*_])/gu },
  { kind: 'markup', pattern: /\$[^$\n]+\$/g },
  { kind: 'path', pattern: /(?<![\p{L}\p{N}])[\p{L}\p{N}]*(?:[._/\\@#][\p{L}\p{N}-]+)+/gu },
];

/** Passes over a text that finding its protected spans makes: its facts, then each pattern. */
export const guardPasses = extractionPasses + patternSpans.length;

/** Hard facts and names are the fact extractor's; negations may be edited around, so not here. */
function factSpans(text: string): ProtectedSpan[] {
  return extractFacts(text).flatMap((fact): ProtectedSpan[] =>
    fact.kind === 'negation'
      ? []
      : [{ kind: fact.hard ? 'fact' : 'name', start: fact.start, end: fact.end }],
  );
}

function spansOfPatterns(text: string): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  for (const { kind, pattern } of patternSpans) {
    for (const match of text.matchAll(pattern)) {
      if (match[0].length === 0) continue;
      // "e.g." and "i.e." are words, not paths; "Fig. 2" is handled as a fact.
      if (kind === 'path' && !/[\p{L}\p{N}][._/\\@#][\p{L}\p{N}]{2,}|[/\\@#_]/u.test(match[0])) {
        continue;
      }
      // "As I", "When I": a sentence's first word before the pronoun is no title.
      if (kind === 'title' && /^\p{L}+[ \t]+I$/u.test(match[0])) continue;
      spans.push({ kind, start: match.index, end: match.index + match[0].length });
    }
  }
  return spans;
}

/** Answers whether a range of the text touches a protected span, in time linear in its length. */
export interface SpanGuard {
  readonly spans: readonly ProtectedSpan[];
  /** Whether any character of [start, end) is protected. */
  touches(start: number, end: number): boolean;
  /** The protected spans inside [start, end) whole; undefined if one is cut by its edges. */
  wholeInside(start: number, end: number): ProtectedSpan[] | undefined;
}

/** Every protected span of a text: quotes, code, citations, URLs, numbers, titles, names… */
export function guardText(text: string): SpanGuard {
  const spans = [...factSpans(text), ...spansOfPatterns(text)];
  const mask = new Uint8Array(text.length);
  // For each character, the earliest start and the latest end of the spans over it: a range
  // cuts a span exactly when one over its first character starts before it or one over its
  // last ends after it. Each character is marked once per span over it, as the mask is.
  const earliestStart = new Int32Array(text.length).fill(text.length);
  const latestEnd = new Int32Array(text.length);
  for (const span of spans) {
    mask.fill(1, span.start, span.end);
    for (let index = span.start; index < span.end; index++) {
      earliestStart[index] = Math.min(earliestStart[index]!, span.start);
      latestEnd[index] = Math.max(latestEnd[index]!, span.end);
    }
  }
  const byStart = [...spans].sort((a, b) => a.start - b.start);
  return {
    spans,
    touches(start, end) {
      for (let index = start; index < end; index++) if (mask[index]) return true;
      return false;
    },
    wholeInside(start, end) {
      if (start < end && mask[start] && earliestStart[start]! < start) return undefined;
      if (start < end && mask[end - 1] && latestEnd[end - 1]! > end) return undefined;
      let first = 0;
      let last = byStart.length;
      while (first < last) {
        const middle = (first + last) >> 1;
        if (byStart[middle]!.start < start) first = middle + 1;
        else last = middle;
      }
      const inside: ProtectedSpan[] = [];
      for (let index = first; index < byStart.length && byStart[index]!.start < end; index++) {
        inside.push(byStart[index]!);
      }
      return inside;
    },
  };
}
