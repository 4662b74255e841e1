import type { VFile } from 'vfile';

/**
 * One thing the analysis noticed (retext or our own checks), with its character range in the
 * analysed text.
 */
export interface Finding {
  source: string;
  rule: string;
  actual: string;
  expected: string[];
  start: number;
  end: number;
}

/** A retext check's messages as findings; a message without a place in the text is dropped. */
export function findingsOf(file: VFile, text: string): Finding[] {
  return file.messages.flatMap((message): Finding[] => {
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
}
