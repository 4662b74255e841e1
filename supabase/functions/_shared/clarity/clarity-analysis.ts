import { retext } from 'retext';
import retextSimplify from 'retext-simplify';
import { VFile } from 'vfile';
import { type Finding, findingsOf } from './clarity-finding.ts';
import { findPassiveVoice } from './passive-voice.ts';
import { parseEnglish, readEnglish } from './english-tree.ts';
import { countTree, findWeakWording } from './text-metrics.ts';

export interface Analysis {
  findings: Finding[];
  /** Flesch–Kincaid grade level; 0 for text without words. */
  grade: number;
  longSentences: { text: string; words: number; start: number }[];
}

/** retext-simplify alone: the weak wording is read once per text with the metrics'. */
const simplify = retext().use(retextSimplify);

/** "Hi all," and "Thanks everyone": a greeting, not a vague claim. */
function isGreeting(finding: Finding, text: string): boolean {
  if (finding.source !== 'retext-intensify') return false;
  if (!/^(?:all|everyone|everybody)$/i.test(finding.actual)) return false;
  let end = finding.start;
  while (end > 0 && /[\s,]/.test(text[end - 1]!)) end--;
  // The greeting is at most nine characters: twelve leave room for the boundary before it.
  return /\b(?:hi|hello|hey|dear|thanks|thank you)$/i.test(text.slice(Math.max(0, end - 12), end));
}

/**
 * Runs the retext checks once on the refined text and measures it; deterministic, no network.
 * Its findings are what the rewrites could not safely fix: they become the notes.
 */
export async function analyse(text: string): Promise<Analysis> {
  const file = new VFile(text);
  await simplify.run(parseEnglish(text), file);
  const retextFindings = [...findingsOf(file, text), ...readEnglish(text, findWeakWording)];
  const kept = retextFindings.filter((finding) => !isGreeting(finding, text));
  const { grade, longSentences, hardSentences } = readEnglish(text, countTree);
  const hard = hardSentences.map(({ text: actual, start, end }): Finding => {
    return { source: 'readability', rule: 'hard-sentence', actual, expected: [], start, end };
  });
  const findings = [...kept, ...hard, ...readEnglish(text, findPassiveVoice)].sort(
    (a, b) => a.start - b.start,
  );
  return { findings, grade, longSentences };
}

/** The Flesch–Kincaid grade alone: parsing without the checks is a fraction of a millisecond. */
export function gradeOf(text: string): number {
  return readEnglish(text, countTree).grade;
}
