import type { Analysis, Finding } from './clarity-analysis.ts';
import type { Change } from './safe-rewrites.ts';

const maxNotes = 8;

function quote(text: string, limit = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > limit ? `${flat.slice(0, limit - 3)}...` : flat}"`;
}

function describeChange(change: Change): string {
  return change.to === ''
    ? `- dropped ${quote(change.from)}: ${change.why}.`
    : `- ${quote(change.from)} -> ${quote(change.to)}: ${change.why}.`;
}

/** What is left after the safe rewrites, phrased as advice; null for findings we never report. */
function describeFinding(finding: Finding): string | null {
  switch (finding.source) {
    case 'retext-passive':
      return `- passive voice at ${quote(finding.actual)}: say who acts, for more impact.`;
    case 'retext-readability':
      return `- hard to read: ${quote(finding.actual)}: split it or use shorter words.`;
    case 'retext-simplify':
      return finding.expected.length > 0
        ? `- ${quote(finding.actual)}: consider ${finding.expected.map((word) => quote(word)).join(' or ')}.`
        : `- ${quote(finding.actual)}: consider cutting it.`;
    case 'retext-intensify':
      // "that" is flagged as a weasel in every relative clause: noise, not advice.
      if (finding.actual.toLowerCase() === 'that') return null;
      return finding.rule === 'hedge'
        ? `- hedge ${quote(finding.actual)}: commit to the claim if you can.`
        : `- vague word ${quote(finding.actual)}: be specific.`;
    default:
      return null;
  }
}

/** The reply as plain text for a terminal: refined message, changes, remaining notes, grade. */
export function formatClarityReport(options: {
  refined: string;
  changes: readonly Change[];
  after: Analysis;
  gradeBefore: number;
}): string {
  const { refined, changes, after, gradeBefore } = options;
  const notes = [
    ...after.longSentences.map(
      (sentence) => `- long sentence (${sentence.words} words): ${quote(sentence.text)}: split it.`,
    ),
    ...after.findings.map(describeFinding).filter((note): note is string => note !== null),
  ];
  const uniqueNotes = [...new Set(notes)];
  const lines = ['REFINED', refined, '', 'CHANGES'];
  lines.push(
    ...(changes.length > 0 ? changes.map(describeChange) : ['- none: no safe rewrite applied.']),
  );
  lines.push('', 'STILL WORTH A LOOK');
  lines.push(
    ...(uniqueNotes.length > 0 ? uniqueNotes.slice(0, maxNotes) : ['- nothing: it reads clearly.']),
  );
  if (uniqueNotes.length > maxNotes) lines.push(`- and ${uniqueNotes.length - maxNotes} more.`);
  lines.push(
    '',
    `READABILITY grade ${gradeBefore.toFixed(1)} -> ${after.grade.toFixed(1)} (Flesch-Kincaid; lower reads easier)`,
  );
  return lines.join('\n');
}
