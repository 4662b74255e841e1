import type { Analysis } from './clarity-analysis.ts';
import type { Finding } from './clarity-finding.ts';
import { unhelpfulSuggestions } from './safe-phrases.ts';
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

/** A note for the reader, with how much it matters and where it starts (for ordering). */
interface Note {
  text: string;
  rank: number;
  start: number;
}

/** Most useful first: structure (long sentences, passive voice), then words, then hedges. */
const rankBySource: Readonly<Record<string, number>> = {
  'passive-voice': 1,
  'retext-readability': 2,
  'retext-simplify': 3,
  'retext-intensify': 4,
};

/** What is left after the safe rewrites, phrased as advice; null for findings we never report. */
function describeFinding(finding: Finding): string | null {
  switch (finding.source) {
    case 'passive-voice':
      return `passive voice: ${quote(finding.actual)}: say who acts, for more impact.`;
    case 'retext-readability':
      return `hard to read: ${quote(finding.actual)}: split it or use shorter words.`;
    case 'retext-simplify':
      if (unhelpfulSuggestions.has(finding.actual.toLowerCase())) return null;
      return finding.expected.length > 0
        ? `${quote(finding.actual)}: consider ${finding.expected.map((word) => quote(word)).join(' or ')}.`
        : `${quote(finding.actual)}: consider cutting it.`;
    case 'retext-intensify':
      // "that" is flagged as a weasel in every relative clause: noise, not advice.
      if (finding.actual.toLowerCase() === 'that') return null;
      return finding.rule === 'hedge'
        ? `hedge ${quote(finding.actual)}: commit to the claim if you can.`
        : `vague word ${quote(finding.actual)}: be specific.`;
    default:
      return null;
  }
}

/** What is still worth a look after the rewrites, most useful first, each once. */
export function clarityNotes(after: Analysis): string[] {
  const notes: Note[] = [
    ...after.longSentences.map((sentence) => ({
      text: `long sentence (${sentence.words} words): ${quote(sentence.text)}: split it.`,
      rank: 0,
      start: sentence.start,
    })),
    ...after.findings.flatMap((finding) => {
      const text = describeFinding(finding);
      return text === null
        ? []
        : [{ text, rank: rankBySource[finding.source] ?? 5, start: finding.start }];
    }),
  ];
  notes.sort((a, b) => a.rank - b.rank || a.start - b.start);
  return [...new Set(notes.map((note) => note.text))];
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
    ...(notes.length > 0
      ? notes.slice(0, maxNotes).map((note) => `- ${note}`)
      : ['- nothing: it reads clearly.']),
  );
  if (notes.length > maxNotes) lines.push(`- and ${notes.length - maxNotes} more.`);
  lines.push(
    '',
    `READABILITY grade ${gradeBefore.toFixed(1)} -> ${gradeAfter.toFixed(1)} (Flesch-Kincaid; lower reads easier)`,
  );
  return lines.join('\n');
}
