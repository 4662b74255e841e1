import type { Change } from './clarity-changes.ts';
import { quote } from './clarity-notes.ts';

function describeChange(change: Change): string {
  return change.to === ''
    ? `- dropped ${quote(change.from)}: ${change.why}.`
    : `- ${quote(change.from)} -> ${quote(change.to)}: ${change.why}.`;
}

/** The reply as plain text for a terminal: refined message, changes, remaining notes, grade. */
export function formatClarityReport(options: {
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
