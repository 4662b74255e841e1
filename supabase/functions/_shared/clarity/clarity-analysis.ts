import { retext } from 'retext';
import retextSimplify from 'retext-simplify';
import { fleschKincaid } from 'flesch-kincaid';
import { toString } from 'nlcst-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { type Finding, findingsOf } from './clarity-finding.ts';
import { findPassiveVoice } from './passive-voice.ts';
import { parseEnglish, readEnglish, wordsOf } from './english-tree.ts';
import { countTree, findWeakWording, syllablesOf } from './text-metrics.ts';

export interface Analysis {
  findings: Finding[];
  /** Flesch–Kincaid grade level; 0 for text without words. */
  grade: number;
  longSentences: { text: string; words: number; start: number }[];
}

/** retext-simplify alone: the weak wording is read once per text with the metrics'. */
const simplify = retext().use(retextSimplify);

/** A sentence at or above this Flesch–Kincaid grade is worth splitting or simplifying. */
export const hardSentenceGrade = 12;
/** Shorter sentences are left alone whatever their words: the formula is unstable on them. */
const hardSentenceMinWords = 10;

/**
 * Sentences hard to read on their own: their Flesch–Kincaid grade is at least 12 (a
 * university reader). It replaces retext-readability's seven formulas, which cost more than
 * all the other checks together on a long draft, with the one measure the metrics use.
 */
function findHardSentences(tree: ReturnType<typeof parseEnglish>): Finding[] {
  const findings: Finding[] = [];
  // Under a sentence there is no other sentence (nlcst): each is read whole, then skipped.
  visit(tree, 'SentenceNode', (sentence) => {
    const words = wordsOf(sentence).map((word) => toString(word));
    if (words.length < hardSentenceMinWords) return SKIP;
    const syllables = words.reduce((sum, word) => sum + syllablesOf(word), 0);
    const grade = fleschKincaid({ sentence: 1, word: words.length, syllable: syllables });
    const start = sentence.position?.start.offset;
    const end = sentence.position?.end.offset;
    if (grade < hardSentenceGrade || start === undefined || end === undefined) return SKIP;
    const actual = toString(sentence);
    findings.push({
      source: 'readability',
      rule: 'hard-sentence',
      actual,
      expected: [],
      start,
      end,
    });
    return SKIP;
  });
  return findings;
}

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
  const tree = parseEnglish(text);
  await simplify.run(tree, file);
  const retextFindings = [...findingsOf(file, text), ...readEnglish(text, findWeakWording)];
  const kept = retextFindings.filter((finding) => !isGreeting(finding, text));
  const passives = readEnglish(text, findPassiveVoice);
  const findings = [...kept, ...findHardSentences(tree), ...passives].sort(
    (a, b) => a.start - b.start,
  );
  const { grade, longSentences } = readEnglish(text, countTree);
  return { findings, grade, longSentences };
}

/** The Flesch–Kincaid grade alone: parsing without the checks is a fraction of a millisecond. */
export function gradeOf(text: string): number {
  return readEnglish(text, countTree).grade;
}
