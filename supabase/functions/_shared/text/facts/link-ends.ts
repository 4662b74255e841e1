/** What ends a sentence rather than a link written in it. */
const trailingPunctuation = new Set('.,;:!?\'"])}>');

/**
 * Trailing punctuation is the sentence's, not the link's; a ")" is kept when "(" is inside.
 * One pass: the brackets are counted once, then uncounted as the end moves back over them.
 */
export function trimLink(match: string): string {
  const counts = { '(': 0, ')': 0, '[': 0, ']': 0 };
  for (let index = 0; index < match.length; index++) {
    const character = match[index]!;
    if (character in counts) counts[character as keyof typeof counts]++;
  }
  let end = match.length;
  while (end > 0 && trailingPunctuation.has(match[end - 1]!)) {
    const closing = match[end - 1]!;
    // The link without this last character is what is weighed: its own bracket does not count.
    if (closing === ')' || closing === ']') {
      counts[closing]--;
      if (counts[closing === ')' ? '(' : '['] > counts[closing]) break;
    }
    end--;
  }
  return match.slice(0, end);
}
