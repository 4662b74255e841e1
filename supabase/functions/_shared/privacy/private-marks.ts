import type { SensitiveSpan } from './sensitive-span.ts';
import type { WorkMeter } from '../text/work-meter.ts';
import { placeholderClose, placeholderOpen } from './withheld-kinds.ts';

/**
 * What the writer marks private: `{{…}}`, typed with the same keys on every layout that has
 * braces, and meaningless in Markdown, in citations ([1], [Smith 2020]) and in prose. Where it
 * does appear (a BibTeX title's protective braces, a template's `{{ name }}`), the only effect
 * is that the vendor does not see that stretch: the reply gets it back verbatim. Text written
 * in the placeholders' own brackets (`⟦…⟧`) is kept back the same way, so a draft cannot pass
 * off its own text as one of our placeholders.
 */
export const privateMarks = [
  { open: '{{', close: '}}' },
  { open: placeholderOpen, close: placeholderClose },
] as const;

/** Each mark's span, its brackets included; an unclosed or empty mark is left as text. */
export function findPrivateMarks(text: string, meter: WorkMeter): SensitiveSpan[] {
  const spans: SensitiveSpan[] = [];
  for (const { open, close } of privateMarks) {
    let from = 0;
    while (from < text.length) {
      const start = text.indexOf(open, from);
      if (start === -1) break;
      const closing = text.indexOf(close, start + open.length);
      if (closing === -1) break;
      const end = closing + close.length;
      meter.steps += end - from;
      if (text.slice(start + open.length, closing).trim() !== '') {
        spans.push({ start, end, kind: 'private', byContext: true });
      }
      from = end;
    }
    meter.steps += text.length - from;
  }
  return spans;
}

/** The words inside a mark, which the rest of the draft must not give away either. */
export function markedWords(marked: string): string {
  const mark = privateMarks.find(({ open }) => marked.startsWith(open))!;
  return marked.slice(mark.open.length, marked.length - mark.close.length).trim();
}
