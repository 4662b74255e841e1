import { claimsFigure } from '@/features/chat/model/claim-lines';
import type { Claims } from '@/features/chat/model/claims';
import type { Fact, RefinementChange, TextMetrics } from '@/features/chat/model/refinement';

/**
 * The one metrics line under a refined reply, draft → refined:
 * `GRADE 12.4 → 8.1 · WORDS 182 → 121 · PASSIVE 3 → 0 · HEDGES 5 → 1`, then
 * `· CONTRACTIONS 4 → 0` when either side has one (how a FORMAL or FRIENDLIER follow-up worked;
 * older servers send no count, and a line of zeros would only be noise), then the draft's
 * claims by strength (`· CLAIMS 2 correlational · 1 causal`) when it states any.
 */
export function metricsLine(
  metrics: { before: TextMetrics; after: TextMetrics },
  claims?: Claims,
): string {
  const { before, after } = metrics;
  const contractions = [before.contractions ?? 0, after.contractions ?? 0];
  const claimsCount = claimsFigure(claims);
  return [
    `GRADE ${before.grade.toFixed(1)} → ${after.grade.toFixed(1)}`,
    `WORDS ${before.words} → ${after.words}`,
    `PASSIVE ${before.passive} → ${after.passive}`,
    `HEDGES ${before.hedges} → ${after.hedges}`,
    ...(contractions.some((count) => count > 0)
      ? [`CONTRACTIONS ${contractions[0]} → ${contractions[1]}`]
      : []),
    ...(claimsCount ? [claimsCount] : []),
  ].join(' · ');
}

/**
 * The warning for a fact of the draft the refined text lost. A negation's `text` is the words
 * around it ("did not differ"): what went missing is the negation, not those words; and one the
 * refined text `added` changes the meaning just as much.
 */
export function checkLine(fact: Fact): string {
  if (fact.kind !== 'negation') {
    return `CHECK: "${fact.text}" from your draft is not in the refined text`;
  }
  return fact.added
    ? `CHECK: the refined text adds a negation your draft did not have, in "${fact.text}"`
    : `CHECK: the negation in "${fact.text}" from your draft is not in the refined text`;
}

/** Longest quote a change's name shows whole; a longer one keeps its start and its end. */
const quoteCharacters = 60;

/** Words as a change quotes them: trimmed, long ones shortened in the middle. */
function quote(words: string): string {
  const trimmed = words.trim().replace(/\s+/g, ' ');
  const shown =
    trimmed.length <= quoteCharacters
      ? trimmed
      : `${trimmed.slice(0, quoteCharacters / 2 - 1)}…${trimmed.slice(-(quoteCharacters / 2 - 1))}`;
  return `"${shown}"`;
}

/** Spacing made visible: a line break as ⏎, a space as ·. */
const spacing = (words: string) => `"${words.replace(/\n/g, '⏎').replace(/[^\S\n]/g, '·')}"`;

/**
 * A change named by the words it changes: `"utilize" → "use"`, `dropped "very"`,
 * `added "Dana"`, `"might"` (the words alone, where the reply gave no replacement), or undefined
 * when it quotes none.
 */
export function changeName(change: Pick<RefinementChange, 'before' | 'after'>): string | undefined {
  const blank = (words: string | undefined) => words !== undefined && words.trim() === '';
  if (blank(change.before) && blank(change.after)) {
    return `spacing ${spacing(change.before!)} → ${spacing(change.after!)}`;
  }
  const before = blank(change.before) ? undefined : change.before;
  const after = blank(change.after) ? '' : change.after;
  if (before !== undefined && after === '') return `dropped ${quote(before)}`;
  if (before !== undefined && after !== undefined) return `${quote(before)} → ${quote(after)}`;
  if (before !== undefined) return quote(before);
  if (after) return `added ${quote(after)}`;
  return undefined;
}

/** One change as a line: `"in order to" → "to": shorter`, `dropped "very": filler`, or the reason. */
export function changeLine(change: RefinementChange): string {
  const name = changeName(change);
  return name === undefined ? change.reason : `${name}: ${change.reason}`;
}

/** Most lines the CHANGES section shows; the DIFF lists every change, each its own control. */
export const changeLinesShown = 12;

/**
 * The CHANGES section: one line per change, the same change made at several places once
 * (`"utilize" → "use": plainer (3 times)`), each turned-down change marked `(TURNED DOWN)`; past
 * `changeLinesShown` lines, one more says how many others the DIFF shows.
 */
export function changeLines(
  changes: readonly RefinementChange[],
  turnedDown: ReadonlySet<number> = new Set(),
): string[] {
  const counted = new Map<string, number>();
  changes.forEach((change, index) => {
    const line = `${changeLine(change)}${turnedDown.has(index) ? ' (TURNED DOWN)' : ''}`;
    counted.set(line, (counted.get(line) ?? 0) + 1);
  });
  const lines = [...counted].map(([line, count]) =>
    count === 1 ? line : `${line} (${count} times)`,
  );
  if (lines.length <= changeLinesShown) return lines;
  const more = lines.length - (changeLinesShown - 1);
  return [
    ...lines.slice(0, changeLinesShown - 1),
    `and ${more} more: open the DIFF [D] to see each`,
  ];
}
