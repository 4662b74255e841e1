import { readMessage } from '../../impact/message-reading.ts';
import type { DocumentSentence, TextDocument } from '../../text/text-document.ts';
import type { Proposal, RuleContext } from './rule-family.ts';

/**
 * The edit that drops a whole sentence with the space after it, so the next sentence (or the
 * next paragraph) takes its place: "A. B. C." → "A. C."; a sentence alone in its paragraph goes
 * with the blank line after it. The last sentence of a paragraph goes with the space before it.
 * Undefined when the sentence is the body's only one: a message keeps something to say.
 */
function dropSentence(
  document: TextDocument,
  sentence: DocumentSentence,
  edit: { rule: string; reason: string },
  bodySentences: number,
): Proposal | undefined {
  if (bodySentences <= 1) return undefined;
  const { text } = document;
  let end = sentence.end;
  while (end < text.length && /[ \t]/.test(text[end]!)) end++;
  const lineEnds = text[end] === '\n';
  let start = sentence.start;
  if (lineEnds) {
    const inParagraph = text.lastIndexOf('\n', sentence.start - 1);
    const alone = text.slice(inParagraph + 1, sentence.start).trim() === '';
    if (alone) {
      // Alone on its line(s): the blank line after it goes too.
      while (end < text.length && /\s/.test(text[end]!)) end++;
    } else {
      // Last of its paragraph: the spaces before it go instead.
      end = sentence.end;
      while (start > 0 && /[ \t]/.test(text[start - 1]!)) start--;
    }
  }
  return { start, end, replacement: '', ...edit };
}

/**
 * The body's stock sentences (`impact/message-reading.ts`: follow-ups, "Hope this email finds
 * you well."), each dropped whole where `drops` takes its id, under that id and `reason`.
 */
export function dropStockSentences(
  context: RuleContext,
  reason: string,
  drops: (id: string) => boolean = () => true,
): Proposal[] {
  const { body } = readMessage(context.text);
  return body.flatMap(({ stock, sentence }): Proposal[] => {
    if (!stock?.whole || !drops(stock.id)) return [];
    const edit = dropSentence(context.document, sentence, { rule: stock.id, reason }, body.length);
    return edit ? [edit] : [];
  });
}
