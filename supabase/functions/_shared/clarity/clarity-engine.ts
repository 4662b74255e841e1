import type { VendorAdapter } from '../vendors/vendor-adapter.ts';
import { analyse } from './clarity-analysis.ts';
import { formatClarityReport } from './clarity-report.ts';
import { applySafeRewrites, type Change } from './safe-rewrites.ts';

/** The offline engine's result before formatting, for tests and other callers. */
export interface ClarityResult {
  refined: string;
  changes: Change[];
  gradeBefore: number;
  gradeAfter: number;
  report: string;
}

/** Refines a message offline: analyse, apply safe rewrites, analyse again, report. */
export async function refineMessage(text: string): Promise<ClarityResult> {
  const before = await analyse(text);
  const { text: refined, changes } = applySafeRewrites(text, before.findings);
  const after = refined === text ? before : await analyse(refined);
  const report = formatClarityReport({ refined, changes, after, gradeBefore: before.grade });
  return { refined, changes, gradeBefore: before.grade, gradeAfter: after.grade, report };
}

/** The offline engine as a vendor (`local`): what answers when no remote vendor is configured. */
export function createClarityAdapter(): VendorAdapter {
  return {
    vendor: 'local',
    model: 'retext-clarity',
    async generate(text, { signal }) {
      signal.throwIfAborted();
      return { text: (await refineMessage(text)).report };
    },
  };
}
