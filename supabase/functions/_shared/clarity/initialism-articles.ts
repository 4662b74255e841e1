import type { Finding } from './clarity-finding.ts';

/** Letters whose spoken name starts with a vowel sound: "an F", "an M", "an S" ("ef", "em", "ess"). */
const vowelSoundLetters = new Set('aefhilmnorsx');

/**
 * Initialisms with a vowel that are still spelled out letter by letter in research writing.
 * Anything else with a vowel (NASA, NATO, FAQ) may be said as a word, so it is left alone.
 */
const spelledOut = new Set([
  'AI',
  'API',
  'CEO',
  'DNA',
  'ECG',
  'EEG',
  'EKG',
  'EU',
  'ICU',
  'IR',
  'IRB',
  'MEG',
  'OA',
  'RNA',
  'SEM',
  'TEM',
  'UI',
  'UK',
  'US',
  'UV',
]);

/** "a" or "an" before an initialism said letter by letter ("an RNA", "a UV"), or undefined. */
export function articleForInitialism(word: string): 'a' | 'an' | undefined {
  const head = word.split(/[-'’/]/, 1)[0] ?? '';
  const initialism =
    (/^[A-Z]{2,5}$/.test(head) && (!/[AEIOU]/.test(head) || spelledOut.has(head))) ||
    /^[a-z]{1,2}[A-Z]{2,}/.test(head);
  if (!initialism) return undefined;
  return vowelSoundLetters.has(head.charAt(0).toLowerCase()) ? 'an' : 'a';
}

/**
 * Finds "a"/"an" before an initialism that is spelled out: "a RNA-seq run" → "an", "an UV lamp"
 * → "a", "a mRNA" → "an". retext-indefinite-article knows only the initialisms on its list.
 */
export function findInitialismArticles(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(/\b(an?)\s+["'“‘(]?([A-Za-z][\w'’/-]*)/gi)) {
    const [, article, word] = match;
    const expected = articleForInitialism(word!);
    if (!expected || expected === article!.toLowerCase()) continue;
    const start = match.index;
    const capital = article!.charAt(0) === 'A';
    findings.push({
      source: 'initialism-article',
      rule: 'initialism-article',
      actual: article!,
      expected: [capital ? expected.charAt(0).toUpperCase() + expected.slice(1) : expected],
      start,
      end: start + article!.length,
    });
  }
  return findings;
}
