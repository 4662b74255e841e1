import { fleschKincaid } from 'flesch-kincaid';
import { toString } from 'nlcst-to-string';
import { retext } from 'retext';
import retextIntensify from 'retext-intensify';
import { syllable } from 'syllable';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { TextMetrics } from '../contract/refinement-contract.ts';
import type { WorkMeter } from '../text/work-meter.ts';
import { countContractions } from '../text/english/contractions.ts';
import { findingsOf, type Finding } from './clarity-finding.ts';
import { readEnglish, type TextTree, wordsOf } from './english-tree.ts';
import { findPassiveVoice } from './passive-voice.ts';

/** A sentence longer than this is hard to follow and is worth splitting. */
const longSentenceWords = 30;
/**
 * A sentence of at least 10 words whose own Flesch–Kincaid grade is at least 12 (a university
 * reader) is hard to read on its own; shorter ones are left alone: the formula is unstable on them.
 */
const hardSentenceGrade = 12;
const hardSentenceMinWords = 10;
/** Average silent reading rate of English non-fiction, words a minute (Brysbaert, 2019). */
const wordsPerMinute = 238;

/** Sentence, word and syllable counts of a parsed text, its long and its hard sentences. */
export interface TreeCounts {
  sentences: number;
  words: number;
  /** Flesch–Kincaid grade rounded to one decimal; 0 for text without words. */
  grade: number;
  longSentences: { text: string; words: number; start: number }[];
  hardSentences: { text: string; start: number; end: number }[];
}

/** Words counted so far, at most `rememberedWords`; then the memory starts again empty. */
const syllableCounts = new Map<string, number>();
const rememberedWords = 20_000;

/**
 * `syllable(word)`, remembered: it singularises every word first (pluralize's rule lists), which
 * was the largest part of measuring a reply on the caller's clock, and a refinement mostly
 * reuses the draft's words, measured while the vendor worked. `syllable` is pure, so the
 * remembered count is the count.
 */
export function syllablesOf(word: string): number {
  let counted = syllableCounts.get(word);
  if (counted === undefined) {
    counted = syllable(word);
    if (syllableCounts.size >= rememberedWords) syllableCounts.clear();
    syllableCounts.set(word, counted);
  }
  return counted;
}

/** Counts one retext tree: the one measure both the clarity engine and the metrics use. */
export function countTree(tree: TextTree): TreeCounts {
  let sentences = 0;
  let words = 0;
  let syllables = 0;
  const longSentences: TreeCounts['longSentences'] = [];
  const hardSentences: TreeCounts['hardSentences'] = [];
  visit(tree, 'SentenceNode', (node) => {
    let sentenceWords = 0;
    let sentenceSyllables = 0;
    for (const word of wordsOf(node)) {
      sentenceWords++;
      // `syllable` knows English spelling only: a word it cannot count (CJK, a lone surrogate)
      // comes back 0 or NaN and still has at least one syllable in the text's grade (a
      // sentence's own grade takes the count as it comes).
      const counted = syllablesOf(toString(word));
      sentenceSyllables += counted;
      syllables += Number.isFinite(counted) && counted > 0 ? counted : 1;
    }
    // Under a sentence there is no other sentence (nlcst): its words were all counted above.
    if (sentenceWords === 0) return SKIP;
    sentences++;
    words += sentenceWords;
    if (sentenceWords > longSentenceWords) {
      const text = toString(node);
      longSentences.push({ text, words: sentenceWords, start: node.position?.start.offset ?? 0 });
    }
    const own = { sentence: 1, word: sentenceWords, syllable: sentenceSyllables };
    if (sentenceWords >= hardSentenceMinWords && fleschKincaid(own) >= hardSentenceGrade) {
      const { start, end } = node.position!;
      hardSentences.push({ text: toString(node), start: start.offset!, end: end.offset! });
    }
    return SKIP;
  });
  let grade =
    words === 0 ? 0 : fleschKincaid({ sentence: sentences, word: words, syllable: syllables });
  // Below grade 0 the formula says nothing more than "very easy".
  grade = Math.max(0, Math.round(grade * 10) / 10);
  return { sentences, words, grade, longSentences, hardSentences };
}

/** retext-intensify alone: run on a parsed tree, its messages are the weak wording. */
const intensify = retext().use(retextIntensify);

/** Hedges, fillers and weasel words as retext-intensify reports them, for the notes and the counts. */
export function findWeakWording(tree: TextTree, text: string): Finding[] {
  const file = new VFile({ value: text, cwd: '/' });
  intensify.runSync(tree, file);
  return findingsOf(file, text);
}

/** Passes over a text while measuring it: the parse, the counts, passives, weak words, contractions. */
const measurePasses = 6;

/**
 * Measures a text the same way whichever engine wrote it: words, sentences, Flesch–Kincaid
 * grade, passive constructions, hedges, fillers, long sentences, reading time and contractions.
 * Its passes are counted on `budget` when one is given.
 */
export function measureText(text: string, budget?: WorkMeter): TextMetrics {
  budget?.read(text, measurePasses);
  const counts = readEnglish(text, countTree);
  const weakWording = readEnglish(text, findWeakWording);
  // Its weasel words are not a metric.
  const count = (rule: string) => weakWording.filter((finding) => finding.rule === rule).length;
  return {
    words: counts.words,
    sentences: counts.sentences,
    grade: counts.grade,
    passive: readEnglish(text, findPassiveVoice).length,
    hedges: count('hedge'),
    fillers: count('filler'),
    longSentences: counts.longSentences.length,
    readingSeconds: Math.round((counts.words / wordsPerMinute) * 60),
    contractions: countContractions(text),
  };
}
