import { capitalise } from '../../text/tokens.ts';
import { retext } from 'retext';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import { VFile } from 'vfile';
import { articleForInitialism } from '../../text/english/indefinite-article.ts';
import { type Finding, findingsOf } from '../clarity-finding.ts';
import { parseEnglish } from '../english-tree.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';

/** Only the two checks this family applies: cheap enough to run on every round. */
const processor = retext().use(retextRepeatedWords).use(retextIndefiniteArticle);

const matchCase = (replacement: string, original: string) =>
  /^\p{Lu}/u.test(original) ? capitalise(replacement) : replacement;

function retextEdits(text: string): Proposal[] {
  const file = new VFile(text);
  processor.runSync(parseEnglish(text), file);
  return findingsOf(file, text).flatMap(({ start, end, source, expected }): Proposal[] => {
    if (!expected[0]) return [];
    const repeated = source === 'retext-repeated-words';
    return [
      {
        start,
        end,
        replacement: matchCase(expected[0], text.slice(start, end)),
        reason: repeated ? 'a word was repeated' : articleReason(text, end),
        rule: repeated ? 'repeated word' : 'a or an',
      },
    ];
  });
}

function articleReason(text: string, end: number): string {
  const next = /^\s+["'“‘(]?([^\s,.;:!?]+)/.exec(text.slice(end))?.[1];
  return next
    ? `the article now matches the sound of "${next}"`
    : 'the article now matches the next sound';
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
    findings.push({
      source: 'initialism-article',
      rule: 'initialism-article',
      actual: article!,
      expected: [matchCase(expected, article!)],
      start,
      end: start + article!.length,
    });
  }
  return findings;
}

/** Repeated words ("the the") and "a"/"an" before the sound that follows ("a hour", "a RNA"). */
function findMechanics(context: RuleContext): Proposal[] {
  // The draft's own slips; the seams of later rewrites are tidied where they are made.
  if (context.round > 0) return [];
  const { text } = context;
  const edits = retextEdits(text);
  for (const finding of findInitialismArticles(text)) {
    if (edits.some((edit) => edit.start === finding.start)) continue;
    edits.push({
      start: finding.start,
      end: finding.end,
      replacement: finding.expected[0]!,
      reason: articleReason(text, finding.end),
      rule: 'a or an',
    });
  }
  return edits;
}

export const mechanicsFamily: RuleFamily = {
  sources: ['retext-repeated-words', 'retext-indefinite-article'],
  summary:
    'repeated words ("the the") and "a"/"an" before the sound that follows, initialisms included ("an RNA-seq", "a UV"); the draft\'s own slips, first round only',
  find: findMechanics,
};
