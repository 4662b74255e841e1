import type { VendorAdapter } from '../vendors/vendor-adapter.ts';
import { analyse } from './clarity-analysis.ts';
import type { ParsedReply } from '../refinement/reply-parsing.ts';
import { clarityNotes, formatClarityReport } from './clarity-report.ts';
import { applySafeRewrites, type Change } from './safe-rewrites.ts';

/** The offline engine's result before formatting, for tests and other callers. */
export interface ClarityResult {
  refined: string;
  changes: Change[];
  gradeBefore: number;
  gradeAfter: number;
  report: string;
  /** The same reply in the parts every engine reports (refinement-contract.ts). */
  structured: ParsedReply;
}

/** Refines a message offline: analyse, apply safe rewrites, analyse again, report. */
export async function refineMessage(text: string): Promise<ClarityResult> {
  const before = await analyse(text);
  const { text: refined, changes } = applySafeRewrites(text, before.findings);
  const after = refined === text ? before : await analyse(refined);
  const notes = clarityNotes(after);
  const gradeBefore = before.grade;
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
  return { refined, changes, gradeBefore, gradeAfter, report, structured };
}

/** The offline engine as a vendor (`local`): what answers when no remote vendor is configured. */
export function createClarityAdapter(): VendorAdapter {
  return {
    vendor: 'local',
    model: 'retext-clarity',
    async generate(text, { signal }) {
      signal.throwIfAborted();
      const result = await refineMessage(text);
      return { text: result.report, structured: result.structured };
    },
  };
}
