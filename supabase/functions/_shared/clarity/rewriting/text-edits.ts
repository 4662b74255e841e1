import type { SpanGuard } from '../../text/protected-spans.ts';
import type { RuleFamilyId } from '../rules/rule-families.ts';
import { RewrittenText } from './rewritten-text.ts';

/** One proposed rewrite of [start, end) of the text, with the reason a reader is shown. */
export interface Edit {
  start: number;
  end: number;
  replacement: string;
  reason: string;
  family: RuleFamilyId;
  /** The rule's id in its family's data, for tests and for a style to leave out. */
  rule: string;
  /**
   * Set by rules that reorder a clause ("the data was analysed by the team" → "the team
   * analysed the data"): protected spans inside are allowed when the replacement keeps each
   * one verbatim. Every other edit must not touch a protected span at all.
   */
  movesWholeSpans?: boolean;
}

/** An applied edit as the reader sees it; `point-first` moved a whole sentence (point-first.ts). */
export interface AppliedEdit {
  from: string;
  to: string;
  reason: string;
  family: RuleFamilyId | 'point-first';
  rule: string;
}

function respectsProtection(edit: Edit, text: string, guard: SpanGuard): boolean {
  if (!edit.movesWholeSpans) return !guard.touches(edit.start, edit.end);
  const inside = guard.wholeInside(edit.start, edit.end);
  return (
    inside !== undefined &&
    inside.every((span) => edit.replacement.includes(text.slice(span.start, span.end)))
  );
}

/**
 * Picks the edits to apply: none that touches a protected span, and no two that overlap. The
 * longer edit wins an overlap (it usually contains the shorter one's fix: "begin and commence"
 * over "commence"); what lost is proposed again on the next round, on the rewritten text.
 */
export function chooseEdits(edits: readonly Edit[], text: string, guard: SpanGuard): Edit[] {
  const byLength = [...edits].sort(
    (a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const chosen: Edit[] = [];
  const taken = new Uint8Array(text.length);
  const isFree = (edit: Edit) => taken.subarray(edit.start, edit.end).every((mark) => mark === 0);
  for (const edit of byLength) {
    if (edit.end <= edit.start || !respectsProtection(edit, text, guard)) continue;
    if (!isFree(edit) || text.slice(edit.start, edit.end) === edit.replacement) continue;
    taken.fill(1, edit.start, edit.end);
    chosen.push(edit);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

/**
 * Applies chosen (non-overlapping) edits from the end, so earlier offsets stay valid, tidying
 * each one's seams (rewritten-text.ts). Returns the text and each edit as the reader sees it.
 */
export function applyEdits(
  text: string,
  edits: readonly Edit[],
  guard: SpanGuard,
): { text: string; applied: AppliedEdit[] } {
  const rewritten = new RewrittenText(text);
  const applied: AppliedEdit[] = [];
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    const { written } = rewritten.apply(edit, guard);
    applied.push({
      from: text.slice(edit.start, edit.end),
      to: written,
      reason: edit.reason,
      family: edit.family,
      rule: edit.rule,
    });
  }
  return { text: rewritten.toString(), applied: applied.reverse() };
}
