import { startsSentence } from './token-context.ts';
import { joined, type Token } from './word-tokens.ts';

const coordinators = new Set(['and', 'but', 'so', 'yet']);

/**
 * Indexes of the tokens that open a clause: a sentence, the part after a comma, semicolon or
 * colon ("Hi Maria, we would like …"), or after "and"/"but" ("…, and it is important to note
 * that …"). Openers such as "We would like to ask you to" and "I think that" stand there.
 */
export function clauseStarts(text: string, tokens: readonly Token[]): number[] {
  const starts: number[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    if (
      startsSentence(text, tokens, index) ||
      (previous && /[,;:]\s*$/.test(text.slice(previous.end, token.start))) ||
      (previous && coordinators.has(previous.lower) && joined(text, previous, token))
    ) {
      starts.push(index);
    }
  });
  return starts;
}
