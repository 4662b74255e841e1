import { toString } from 'nlcst-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { Finding } from './clarity-finding.ts';
import type { SentenceNode, TextTree } from './english-tree.ts';
import { beVerbs, betweenWords, irregularParticiples, notParticiples } from './passive-words.ts';

interface Word {
  text: string;
  start: number;
  end: number;
  /** Punctuation (not just spaces) stands between this word and the one before. */
  broken: boolean;
}

function wordsWithBreaks(sentence: SentenceNode): Word[] {
  const words: Word[] = [];
  let broken = false;
  for (const child of sentence.children) {
    if (child.type === 'WhiteSpaceNode') continue;
    const start = child.position?.start.offset;
    const end = child.position?.end.offset;
    if (child.type !== 'WordNode' || start === undefined || end === undefined) {
      broken = true;
      continue;
    }
    words.push({ text: toString(child).toLowerCase(), start, end, broken });
    broken = false;
  }
  return words;
}

function isParticiple(word: string): boolean {
  if (notParticiples.has(word)) return false;
  return irregularParticiples.has(word) || (/^[a-z]{2,}ed$/.test(word) && word.length >= 4);
}

const mayStandBetween = (word: string) =>
  betweenWords.has(word) || (word.length > 4 && word.endsWith('ly'));

/**
 * Finds "be" + up to two adverbs + a past participle inside one sentence, regular ("was
 * analyzed") or irregular ("were eventually found"). The finding spans the whole verb phrase.
 */
export function findPassiveVoice(tree: TextTree, text: string): Finding[] {
  const findings: Finding[] = [];
  visit(tree, 'SentenceNode', (sentence) => {
    const words = wordsWithBreaks(sentence);
    for (let index = 0; index < words.length; index++) {
      if (!beVerbs.has(words[index]!.text)) continue;
      for (let next = index + 1; next < words.length && next <= index + 3; next++) {
        const word = words[next]!;
        if (word.broken) break;
        if (isParticiple(word.text)) {
          const { start } = words[index]!;
          findings.push({
            source: 'passive-voice',
            rule: 'passive',
            actual: text.slice(start, word.end),
            expected: [],
            start,
            end: word.end,
          });
          break;
        }
        if (!mayStandBetween(word.text)) break;
      }
    }
    // Its words are read above: nothing under a sentence is another sentence.
    return SKIP;
  });
  return findings;
}
