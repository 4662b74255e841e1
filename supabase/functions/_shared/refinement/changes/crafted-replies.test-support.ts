import type { RefinementChange } from '../../contract/refinement-contract.ts';
import { type CraftedPattern, writeAt } from '../crafted-drafts.test-support.ts';

/**
 * What a vendor could answer to a crafted draft, to place its changes: another crafted text, the
 * draft with every word (or every third) rewritten, or its words in reverse order; each with
 * CHANGES lines that quote short stretches found all over the draft. A reply is anything a
 * vendor writes, so the alignment's work must be bounded for any of them.
 */
export type ReplyShape = 'other' | 'every-word' | 'every-third-word' | 'reversed';
export const replyShapes: readonly ReplyShape[] = [
  'other',
  'every-word',
  'every-third-word',
  'reversed',
];

const rewrittenWords = (text: string, every: number) =>
  text
    .split(/(\s+)/)
    .map((word, index) =>
      index % (2 * every) === 0 && word.trim() !== '' ? `${[...word].reverse().join('')}x` : word,
    )
    .join('');

export function craftedReply(
  draft: string,
  shape: ReplyShape,
  other: CraftedPattern,
): { refined: string; lines: RefinementChange[] } {
  const refined =
    shape === 'other'
      ? writeAt(other, draft.length)
      : shape === 'reversed'
        ? draft.split(' ').reverse().join(' ')
        : rewrittenWords(draft, shape === 'every-word' ? 1 : 3);
  const quote = (text: string, at: number) => text.slice(at, at + 4);
  const lines = Array.from({ length: 20 }, (_, index) => ({
    reason: `line ${index}`,
    before: quote(draft, index * 7),
    after: quote(refined, index * 7),
  }));
  return { refined: refined.trim() || 'x', lines };
}
