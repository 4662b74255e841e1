import { isLiteral } from 'nlcst-is-literal';
import { toString } from 'nlcst-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { Finding } from './clarity-finding.ts';
import type { SentenceNode, TextTree } from './english-tree.ts';
import { beForms } from '../text/english/word-classes.ts';
import {
  betweenWords,
  irregularParticiples,
  notParticiples,
  participlesRightAfterBe,
} from './passive-words.ts';

interface Word {
  text: string;
  start: number;
  end: number;
  /** Punctuation (not just spaces) stands between this word and the one before. */
  broken: boolean;
  /** Where it stands among the sentence's children. */
  child: number;
}

function wordsWithBreaks(sentence: SentenceNode): Word[] {
  const words: Word[] = [];
  let broken = false;
  sentence.children.forEach((child, index) => {
    if (child.type === 'WhiteSpaceNode') return;
    const start = child.position?.start.offset;
    const end = child.position?.end.offset;
    if (child.type !== 'WordNode' || start === undefined || end === undefined) {
      broken = true;
      return;
    }
    words.push({ text: toString(child).toLowerCase(), start, end, broken, child: index });
    broken = false;
  });
  return words;
}

function isParticiple(word: string): boolean {
  if (notParticiples.has(word)) return false;
  return irregularParticiples.has(word) || (/^[a-z]{2,}ed$/.test(word) && word.length >= 4);
}

const mayStandBetween = (word: string) =>
  betweenWords.has(word) || (word.length > 4 && word.endsWith('ly'));

/** The participle after the "be" at `be`, past up to two adverbs ("was carefully analyzed"). */
function participleAfter(words: readonly Word[], be: number): Word | undefined {
  for (let next = be + 1; next < words.length && next <= be + 3; next++) {
    const word = words[next]!;
    if (word.broken) return undefined;
    if (isParticiple(word.text)) return word;
    if (!mayStandBetween(word.text)) return undefined;
  }
  return undefined;
}

/**
 * The word right after the "be" at `be` when retext-passive's list has it, read as that plugin
 * reads it: past punctuation ("was, found"), dashes and apostrophes dropped, never a literal
 * ("was, found, as"), and not a "be" that starts a passive of its own ("was been found").
 */
function listedRightAfter(sentence: SentenceNode, words: readonly Word[], be: number) {
  const word = words[be + 1];
  if (!word || notParticiples.has(word.text)) return undefined;
  if (!participlesRightAfterBe.has(word.text.replace(/[-'’]/g, ''))) return undefined;
  if (beForms.has(word.text) && participleAfter(words, be + 1)) return undefined;
  return isLiteral(sentence, word.child) ? undefined : word;
}

/**
 * Finds "be" + up to two adverbs + a past participle inside one sentence, regular ("was
 * analyzed") or irregular ("were eventually found"), and retext-passive's words right after
 * "be". The finding spans the whole verb phrase; past punctuation, the participle alone.
 */
export function findPassiveVoice(tree: TextTree, text: string): Finding[] {
  const findings: Finding[] = [];
  visit(tree, 'SentenceNode', (sentence) => {
    const words = wordsWithBreaks(sentence);
    for (let index = 0; index < words.length; index++) {
      if (!beForms.has(words[index]!.text)) continue;
      const participle = participleAfter(words, index) ?? listedRightAfter(sentence, words, index);
      if (!participle) continue;
      const start = participle.broken ? participle.start : words[index]!.start;
      findings.push({
        source: 'passive-voice',
        rule: 'passive',
        actual: text.slice(start, participle.end),
        expected: [],
        start,
        end: participle.end,
      });
    }
    // Its words are read above: nothing under a sentence is another sentence.
    return SKIP;
  });
  return findings;
}
