/**
 * What stands right before a place in a text, read backwards from that place. Such a check costs
 * what it reads; a pattern anchored at the end of `text.slice(0, index)` is tried from every
 * character before the place, so one check per word made a long draft quadratic.
 */

const space = /\s/;

/** The index of the last character before `index` that is not white space; -1 if there is none. */
export function lastNonSpaceBefore(text: string, index: number): number {
  let at = index - 1;
  while (at >= 0 && space.test(text[at]!)) at--;
  return at;
}

/** Whether one of `marks` stands right before `index`, with only white space between. */
export function followsMark(text: string, index: number, marks: string): boolean {
  const at = lastNonSpaceBefore(text, index);
  return at >= 0 && marks.includes(text[at]!);
}
