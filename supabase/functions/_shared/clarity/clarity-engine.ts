import type { RefinementStyle } from '../contract/route-contract.ts';
import type { ParsedReply } from '../refinement/reply-parsing.ts';
import type { VendorAdapter } from '../vendors/vendor-adapter.ts';
import { analyse, gradeOf } from './clarity-analysis.ts';
import { type Change, summariseChanges } from './clarity-changes.ts';
import { clarityNotes } from './clarity-notes.ts';
import { formatClarityReport } from './clarity-report.ts';
import { rewriteText } from './rewriting/rewrite-rounds.ts';
import type { AppliedEdit, RuleFamilyId } from './rewriting/text-edits.ts';
import { ruleFamilies } from './rules/rule-families.ts';
import { familiesFor } from './styles/refinement-styles.ts';
import { notesForStyle } from './styles/style-notes.ts';

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
}

/**
 * Refines a message offline: the rule families rewrite what they can safely rewrite (never
 * inside a quote, code, a citation, a URL, a title or a name, and never dropping a number or a
 * negation), then the refined text is analysed for what is left to say.
 */
export async function refineMessage(
  text: string,
  options: RefineOptions = {},
): Promise<ClarityResult> {
  const { style } = options;
  const families = (options.families ?? familiesFor(style)).map((id) => ruleFamilies[id]);
  const { text: refined, applied } = rewriteText(text, families);
  const after = await analyse(refined);
  const notes = style
    ? notesForStyle(style, { draft: text, refined, applied, analysis: after })
    : clarityNotes(after, refined);
  const changes = summariseChanges(applied);
  const gradeBefore = refined === text ? after.grade : gradeOf(text);
  const gradeAfter = after.grade;
  const report = formatClarityReport({ refined, changes, notes, gradeBefore, gradeAfter });
  const structured: ParsedReply = {
    refined,
    changes: changes.map((change) => ({
      reason: change.why,
      before: change.from,
      after: change.to,
    })),
    notes,
  };
  return { refined, changes, edits: applied, notes, gradeBefore, gradeAfter, report, structured };
}

/**
 * The offline engine as a vendor (`local`): what answers when no remote vendor is configured,
 * in the style the request asked for.
 */
export function createClarityAdapter(): VendorAdapter {
  return {
    vendor: 'local',
    model: 'retext-clarity',
    async generate(text, { signal, style }) {
      signal.throwIfAborted();
      const result = await refineMessage(text, style ? { style } : {});
      return { text: result.report, structured: result.structured };
    },
  };
}
