import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextIntensify from 'retext-intensify';
import retextPassive from 'retext-passive';
import retextReadability from 'retext-readability';
import retextSimplify from 'retext-simplify';
import { VFile } from 'vfile';
import type { Finding } from './clarity-finding.ts';
import { findPassiveVoice } from './passive-voice.ts';
import { notParticiples } from './passive-words.ts';
import { parseEnglish } from './english-tree.ts';
import { countTree } from './text-metrics.ts';

export interface Analysis {
  findings: Finding[];
  /** Flesch–Kincaid grade level; 0 for text without words. */
  grade: number;
  longSentences: { text: string; words: number; start: number }[];
}

const processor = retext()
  .use(retextEnglish)
  .use(retextReadability, { age: 16 })
  .use(retextSimplify)
  .use(retextPassive)
  .use(retextIntensify);

/**
 * Our passive-voice check covers retext-passive's (irregular participles right after "be") and
 * more; a retext-passive finding is kept only when ours missed it (a rarer irregular verb).
 */
function mergePassive(findings: Finding[], ours: Finding[], text: string): Finding[] {
  const covered = (finding: Finding) =>
    ours.some((passive) => passive.start <= finding.start && finding.end <= passive.end);
  const merged = findings.flatMap((finding): Finding[] => {
    if (finding.source !== 'retext-passive') return [finding];
    if (covered(finding) || notParticiples.has(finding.actual.toLowerCase())) return [];
    // retext-passive marks only the participle; widen it to the "be" before, as ours do.
    const be = /\b(?:am|is|are|was|were|be|been|being)\s+$/i.exec(text.slice(0, finding.start));
    const start = be ? be.index : finding.start;
    return [{ ...finding, source: 'passive-voice', start, actual: text.slice(start, finding.end) }];
  });
  return [...merged, ...ours].sort((a, b) => a.start - b.start);
}

/** "Hi all," and "Thanks everyone": a greeting, not a vague claim. */
function isGreeting(finding: Finding, text: string): boolean {
  return (
    finding.source === 'retext-intensify' &&
    /^(?:all|everyone|everybody)$/i.test(finding.actual) &&
    /\b(?:hi|hello|hey|dear|thanks|thank you)[\s,]*$/i.test(text.slice(0, finding.start))
  );
}

/**
 * Runs the retext checks once on the refined text and measures it; deterministic, no network.
 * Its findings are what the rewrites could not safely fix: they become the notes.
 */
export async function analyse(text: string): Promise<Analysis> {
  const file = new VFile(text);
  const tree = parseEnglish(text);
  await processor.run(tree, file);
  const retextFindings = file.messages.flatMap((message): Finding[] => {
    const start =
      message.place && 'start' in message.place ? message.place.start.offset : undefined;
    const end = message.place && 'end' in message.place ? message.place.end.offset : undefined;
    if (start === undefined || end === undefined) return [];
    return [
      {
        source: message.source ?? 'retext',
        rule: message.ruleId ?? 'unknown',
        actual: message.actual ?? text.slice(start, end),
        expected: message.expected ?? [],
        start,
        end,
      },
    ];
  });
  const kept = retextFindings.filter((finding) => !isGreeting(finding, text));
  const findings = mergePassive(kept, findPassiveVoice(tree, text), text);
  const { grade, longSentences } = countTree(tree);
  return { findings, grade, longSentences };
}

/** The Flesch–Kincaid grade alone: parsing without the checks is a fraction of a millisecond. */
export function gradeOf(text: string): number {
  return countTree(parseEnglish(text)).grade;
}
