import { opensSentence } from '../../refinement/sentence-starts.ts';
import { indefiniteArticleFor } from '../english/indefinite-article.ts';
import type { SpanGuard } from './protected-spans.ts';

/**
 * The rule families (see rule-families.ts): the eight every refinement applies, then the ones a
 * style adds (SHORTER fillers, FORMAL and FRIENDLIER registers, DIRECT softeners, PLAIN jargon).
 */
export type RuleFamilyId =
  | 'mechanics'
  | 'padding'
  | 'hedges'
  | 'hidden-verbs'
  | 'impersonal'
  | 'doublets'
  | 'concision'
  | 'plain-words'
  | 'modifiers'
  | 'passive'
  | 'sentence-split'
  | 'fillers'
  | 'formal-register'
  | 'friendly-register'
  | 'softeners'
  | 'jargon';

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

/** An applied edit as the reader sees it. */
export interface AppliedEdit {
  from: string;
  to: string;
  reason: string;
  family: RuleFamilyId;
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a" ↔ "an" when the word after an article changed (never an article inside a quote…). */
function agreeArticle(before: string, after: string, guard: SpanGuard): string {
  // Only the end of `before` can hold the article: a regex anchored at "$" would scan it all.
  const tail = before.slice(-8);
  const article = /(?:^|[^\p{L}])(a|an|A|An)[ \t]+$/u.exec(tail);
  const next = /^[\p{L}\p{N}][\p{L}\p{N}\-]*/u.exec(after)?.[0];
  if (!article || !next) return before;
  const expected = indefiniteArticleFor(next);
  if (article[1]!.toLowerCase() === expected) return before;
  const written = article[1]!.charAt(0) === 'A' ? capitalise(expected) : expected;
  const at = before.length - tail.length + article.index + article[0].indexOf(article[1]!);
  if (guard.touches(at, at + article[1]!.length)) return before;
  return before.slice(0, at) + written + before.slice(at + article[1]!.length);
}

/** Whether `after` starts with punctuation or a closing bracket or quote. */
const closesHere = (after: string) => /^(?:[,.;:!?)\]}”’…]|"(?=[\s,.;:!?)\]}]|$))/.test(after);

/** Whether `before` ends with an opening bracket or quote (a straight one after a space). */
const opensHere = (before: string) => /(?:[(\[{“‘]|(?:^|[\s(\[{])["'])$/.test(before);

/**
 * Applies one edit and tidies its seams only (never the rest of the text, which may hold code):
 * spaces, a comma left alone, capitals, "a"/"an". Returns the text and the words written.
 */
function applyOne(text: string, edit: Edit, guard: SpanGuard): { text: string; written: string } {
  const atStart = opensSentence(text, edit.start);
  let before = text.slice(0, edit.start);
  let after = text.slice(edit.end);
  let replacement = edit.replacement;
  if (replacement === '') {
    after = after.replace(/^[^\S\n]+/, '');
    if (atStart) after = after.replace(/^,[^\S\n]*/, '');
    // No space is left before punctuation or a closing bracket, nor after an opening one:
    // "(very large)" → "(large)", "very." → ".".
    if (closesHere(after) || after === '') before = before.replace(/[^\S\n]+$/, '');
    else if (/\S$/.test(before) && !opensHere(before) && !/^\s/.test(after)) before += ' ';
  }
  if (atStart) {
    // The word now heading the sentence takes a capital, unless it is protected ("iPhone").
    const first = edit.end + (text.length - edit.end - after.length);
    if (replacement !== '') replacement = capitalise(replacement);
    else if (!guard.touches(first, first + 1)) after = capitalise(after);
  }
  before = agreeArticle(before, replacement + after, guard);
  return { text: before + replacement + after, written: replacement };
}

/** Applies chosen (non-overlapping) edits from the end, so earlier offsets stay valid. */
export function applyEdits(
  text: string,
  edits: readonly Edit[],
  guard: SpanGuard,
): { text: string; applied: AppliedEdit[] } {
  let result = text;
  const applied: AppliedEdit[] = [];
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    const { text: next, written } = applyOne(result, edit, guard);
    result = next;
    applied.unshift({
      from: text.slice(edit.start, edit.end),
      to: written,
      reason: edit.reason,
      family: edit.family,
      rule: edit.rule,
    });
  }
  return { text: result, applied };
}
