/**
 * The way edits were applied before `RewrittenText`: each one on a copy of the whole text, and,
 * when the edits together lost a hard fact, the fact lock run over the whole text after each
 * edit. Quadratic, so kept only to show that the way that replaced it gives the same text.
 */
import { type FactLock, keepsEngineFacts } from '../../refinement/fact-lock.ts';
import { opensSentence } from '../../text/sentences.ts';
import { indefiniteArticleFor } from '../../text/english/indefinite-article.ts';
import type { SpanGuard } from '../../text/protected-spans.ts';
import { capitalise } from '../../text/tokens.ts';
import type { AppliedEdit, Edit } from './text-edits.ts';

function agreeArticle(before: string, after: string, guard: SpanGuard): string {
  const tail = before.slice(-8);
  const article = /(?:^|[^\p{L}])(a|an|A|An)[ \t]+$/u.exec(tail);
  const next = /^[\p{L}\p{N}][\p{L}\p{N}-]*/u.exec(after)?.[0];
  if (!article || !next) return before;
  const expected = indefiniteArticleFor(next);
  if (article[1]!.toLowerCase() === expected) return before;
  const written = article[1]!.charAt(0) === 'A' ? capitalise(expected) : expected;
  const at = before.length - tail.length + article.index + article[0].indexOf(article[1]!);
  if (guard.touches(at, at + article[1]!.length)) return before;
  return before.slice(0, at) + written + before.slice(at + article[1]!.length);
}

const closesHere = (after: string) => /^(?:[,.;:!?)\]}”’…]|"(?=[\s,.;:!?)\]}]|$))/.test(after);

const opensHere = (before: string) => /(?:[([{“‘]|(?:^|[\s([{])["'])$/.test(before);

function applyOne(text: string, edit: Edit, guard: SpanGuard): { text: string; written: string } {
  const atStart = opensSentence(text, edit.start);
  let before = text.slice(0, edit.start);
  let after = text.slice(edit.end);
  let replacement = edit.replacement;
  if (replacement === '') {
    after = after.replace(/^[^\S\n]+/, '');
    if (atStart) after = after.replace(/^,[^\S\n]*/, '');
    if (closesHere(after) || after === '') before = before.replace(/[^\S\n]+$/, '');
    else if (/\S$/.test(before) && !opensHere(before) && !/^\s/.test(after)) before += ' ';
  }
  if (atStart) {
    const first = edit.end + (text.length - edit.end - after.length);
    if (replacement !== '') replacement = capitalise(replacement);
    else if (!guard.touches(first, first + 1)) after = capitalise(after);
  }
  before = agreeArticle(before, replacement + after, guard);
  return { text: before + replacement + after, written: replacement };
}

export function applyEditsOneAtATime(
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

/** Every edit, from the end, kept only if the whole text still keeps every hard fact and name. */
export function applyKeepingFactsOneAtATime(
  text: string,
  edits: readonly Edit[],
  guard: SpanGuard,
  lock: FactLock,
): { text: string; applied: AppliedEdit[] } {
  const together = applyEditsOneAtATime(text, edits, guard);
  if (keepsEngineFacts(lock.check(together.text))) return together;
  let current = text;
  const applied: AppliedEdit[] = [];
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    const next = applyEditsOneAtATime(current, [edit], guard);
    if (!keepsEngineFacts(lock.check(next.text))) continue;
    current = next.text;
    applied.unshift(...next.applied);
  }
  return { text: current, applied };
}
