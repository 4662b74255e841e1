import { fleschKincaid } from 'flesch-kincaid';
import { toString } from 'nlcst-to-string';
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextIntensify from 'retext-intensify';
import retextPassive from 'retext-passive';
import retextReadability from 'retext-readability';
import retextRepeatedWords from 'retext-repeated-words';
import retextSimplify from 'retext-simplify';
import { syllable } from 'syllable';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';

/** One thing retext noticed, with its character range in the analysed text. */
export interface Finding {
  source: string;
  rule: string;
  actual: string;
  expected: string[];
  start: number;
  end: number;
}

export interface Analysis {
  findings: Finding[];
  /** Flesch–Kincaid grade level; 0 for text without words. */
  grade: number;
  longSentences: { text: string; words: number }[];
}

const longSentenceWords = 30;

const processor = retext()
  .use(retextEnglish)
  .use(retextReadability, { age: 16 })
  .use(retextSimplify)
  .use(retextPassive)
  .use(retextIntensify)
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle);

function measure(
  tree: ReturnType<typeof processor.parse>,
): Pick<Analysis, 'grade' | 'longSentences'> {
  let sentence = 0;
  let word = 0;
  let syllables = 0;
  const longSentences: Analysis['longSentences'] = [];
  visit(tree, 'SentenceNode', (node) => {
    sentence++;
    let words = 0;
    visit(node, 'WordNode', (wordNode) => {
      words++;
      syllables += syllable(toString(wordNode));
    });
    word += words;
    if (words > longSentenceWords) longSentences.push({ text: toString(node), words });
  });
  const grade =
    word === 0 ? 0 : fleschKincaid({ sentence: Math.max(sentence, 1), word, syllable: syllables });
  return { grade: Math.round(grade * 10) / 10, longSentences };
}

/** Runs the retext checks once and measures the text; deterministic, no network. */
export async function analyse(text: string): Promise<Analysis> {
  const file = new VFile(text);
  const tree = processor.parse(file);
  await processor.run(tree, file);
  const findings = file.messages.flatMap((message): Finding[] => {
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
  return { findings, ...measure(tree) };
}
