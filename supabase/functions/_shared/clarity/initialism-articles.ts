import { articleForInitialism } from '../text/english/indefinite-article.ts';
import type { Finding } from './clarity-finding.ts';

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
