import type { ClaimChange } from '../contract/claims-contract.ts';
import type { RefinementStyle } from '../contract/route-request-contract.ts';
import type { ParsedReply } from '../refinement/reply-parsing.ts';
import { budgetFor, type WorkMeter } from '../text/work-meter.ts';
import { type Analysis, analyse, gradeOf } from './clarity-analysis.ts';
import { clarityNotes, maxNotes, quote } from './clarity-notes.ts';
import { guardPasses } from '../text/protected-spans.ts';
import { rewriteText } from './rewriting/rewrite-rounds.ts';
import type { AppliedEdit } from './rewriting/text-edits.ts';
import type { RuleFamilyId } from './rules/rule-families.ts';
import { familiesFor, refinementStyles } from './styles/refinement-styles.ts';
import { notesForStyle } from './styles/style-notes.ts';
import { heldNote, pointMovesFor, leadWithPoint, movedReason } from './point-first.ts';

/** One change as the reader is shown it. */
interface Change {
  from: string;
  to: string;
  why: string;
  /** A sentence moved whole, its words unchanged (`from` is the sentence). */
  moved?: true;
}

function countChanges(applied: readonly AppliedEdit[]) {
  const counts = new Map<string, { change: Change; count: number }>();
  for (const edit of applied) {
    const key = `${edit.from.toLowerCase()}\u0000${edit.to.toLowerCase()}\u0000${edit.reason}`;
    const seen = counts.get(key);
    if (seen) seen.count++;
    else {
      const change: Change = { from: edit.from, to: edit.to, why: edit.reason };
      if (edit.family === 'point-first') change.moved = true;
      counts.set(key, { change, count: 1 });
    }
  }
  return [...counts.values()];
}

/**
 * The applied edits as changes, in order, the same change made several times listed once
 * ("utilize" → "use" (3 times)): a long draft's list stays readable.
 */
function summariseChanges(applied: readonly AppliedEdit[]): Change[] {
  return countChanges(applied).map(({ change, count }) =>
    count === 1 ? change : { ...change, why: `${change.why} (${count} times)` },
  );
}

/**
 * Each distinct edit once, without a count: what the reply's changes are placed from, one
 * change at each place the edit was made (refinement/changes/located-changes.ts).
 */
function distinctChanges(applied: readonly AppliedEdit[]): Change[] {
  return countChanges(applied).map(({ change }) => change);
}

function describeChange(change: Change): string {
  return change.to === ''
    ? `- dropped ${quote(change.from)}: ${change.why}.`
    : `- ${quote(change.from)} -> ${quote(change.to)}: ${change.why}.`;
}

/** The reply as plain text for a terminal: refined message, changes, remaining notes, grade. */
function formatClarityReport(options: {
  refined: string;
  changes: readonly Change[];
  notes: readonly string[];
  gradeBefore: number;
  gradeAfter: number;
}): string {
  const { refined, changes, notes, gradeBefore, gradeAfter } = options;
  const lines = ['REFINED', refined, '', 'CHANGES'];
  lines.push(
    ...(changes.length > 0 ? changes.map(describeChange) : ['- none: no safe rewrite applied.']),
  );
  lines.push('', 'STILL WORTH A LOOK');
  lines.push(
    ...(notes.length > 0 ? notes.map((note) => `- ${note}`) : ['- nothing: it reads clearly.']),
  );
  lines.push(
    '',
    `READABILITY grade ${gradeBefore.toFixed(1)} -> ${gradeAfter.toFixed(1)} (Flesch-Kincaid; lower reads easier)`,
  );
  return lines.join('\n');
}

/**
 * The note for edits the engine held back to keep a claim as strong as written: a style that
 * drops hedges (DIRECT, SHORTER) tells the writer a hedge of a finding could go, and leaves it
 * to them (only the writer knows how sure the data are).
 */
function claimHoldNote(
  changes: readonly ClaimChange[],
  style: RefinementStyle | undefined,
): string | undefined {
  const hedges = [
    ...new Set(changes.filter((change) => change.kind === 'hedge').map((change) => change.before!)),
  ];
  if (hedges.length === 0) return undefined;
  const label = style ? `${refinementStyles[style].label}: ` : '';
  const words = hedges
    .slice(0, 3)
    .map((hedge) => quote(hedge, 30))
    .join(', ');
  const them = hedges.length === 1 ? 'it hedges a finding' : 'they hedge findings';
  return `${label}kept ${words}: ${them}; drop ${hedges.length === 1 ? 'it' : 'them'} only if your data leave no doubt.`;
}

/** The notes with the claim note first, still at most `maxNotes`. */
function withClaimHoldNote(notes: readonly string[], note: string | undefined): string[] {
  return note ? [note, ...notes].slice(0, maxNotes) : [...notes];
}

/** What a reader is told when the offline engine's budget ran out before its work was done. */
export const budgetNote =
  'This message is long and unusually built, so only part of it was refined: read it through yourself before you send it.';

/** The offline engine's result before formatting, for tests and other callers. */
export interface ClarityResult {
  refined: string;
  changes: Change[];
  /** Every edit as applied, with its rule family and rule (changes merge repeated ones). */
  edits: AppliedEdit[];
  /** What it could not safely fix, most useful first, at most five. */
  notes: string[];
  gradeBefore: number;
  gradeAfter: number;
  report: string;
  /** The same reply in the parts every engine reports (refinement-contract.ts). */
  structured: ParsedReply;
}

export interface RefineOptions {
  /**
   * How the writer wants it steered: the style's families are added to the default ones, and
   * its notes say what it could not do. Without one, the refinement is the default one.
   */
  style?: RefinementStyle;
  /** The rule families to apply instead (tests, and the eval of one family alone). */
  families?: readonly RuleFamilyId[];
  /** Counts the engine's work and bounds it; by default, a budget for the text's length. */
  budget?: WorkMeter;
}

/**
 * Passes over the refined text after the rewrite: the parse, retext's checks, our passive and
 * hard-sentence checks, the counts, and the notes with their protected spans.
 */
const analysisPasses = 10 + guardPasses;

/**
 * Refines a message offline: the rule families rewrite what they can safely rewrite (never
 * inside a quote, code, a citation, a URL, a title or a name, and never dropping a number or a
 * negation), then the refined text is analysed for what is left to say. Its work is counted on
 * a budget: when that runs out, it answers with what it has done, and its one note says so.
 */
export async function refineMessage(
  text: string,
  options: RefineOptions = {},
): Promise<ClarityResult> {
  const { style } = options;
  const budget = options.budget ?? budgetFor(text.length);
  const families = options.families ?? familiesFor(style);
  const rewritten = rewriteText(text, families, budget);
  // The point goes first once the words are rewritten: the reading, the move, the fact check.
  const placement =
    rewritten.complete && budget.read(rewritten.text, 3)
      ? leadWithPoint(rewritten.text, pointMovesFor(style))
      : { text: rewritten.text };
  const refined = placement.text;
  const { complete, held: heldClaims } = rewritten;
  const applied: AppliedEdit[] = placement.moved
    ? [
        ...rewritten.applied,
        {
          from: placement.moved.point,
          to: placement.moved.point,
          reason: movedReason(placement.moved.kind),
          family: 'point-first',
          rule: 'lead with the point',
        },
      ]
    : rewritten.applied;
  const analysed = complete && budget.read(refined, analysisPasses);
  const after: Analysis = analysed
    ? await analyse(refined)
    : { findings: [], grade: gradeOf(refined), longSentences: [] };
  const held = placement.held ? [heldNote(placement.held, style)] : [];
  const notes = !analysed
    ? [budgetNote]
    : withClaimHoldNote(
        style
          ? notesForStyle(style, { draft: text, refined, applied, analysis: after, held })
          : [...held, ...clarityNotes(after, refined)].slice(0, maxNotes),
        claimHoldNote(heldClaims.changes, style),
      );
  const changes = summariseChanges(applied);
  if (refined !== text) budget.read(text, 2);
  const gradeBefore = refined === text ? after.grade : gradeOf(text);
  const gradeAfter = after.grade;
  const report = formatClarityReport({ refined, changes, notes, gradeBefore, gradeAfter });
  const structured: ParsedReply = {
    refined,
    changes: distinctChanges(applied).map((change) =>
      change.moved
        ? { reason: change.why, before: change.from }
        : { reason: change.why, before: change.from, after: change.to },
    ),
    notes,
  };
  return { refined, changes, edits: applied, notes, gradeBefore, gradeAfter, report, structured };
}
