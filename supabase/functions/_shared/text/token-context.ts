import { opensSentence } from './sentences.ts';
import type { VerbForm } from './english/verb-forms.ts';
import { beForms, haveForms, isAdverbBeforeVerb } from './english/word-classes.ts';
import { joined, type Token } from './tokens.ts';

/** The word right before tokens[index] with only spaces between, lowercase; "" if none. */
export function wordBefore(text: string, tokens: readonly Token[], index: number): string {
  const previous = tokens[index - 1];
  return previous && joined(text, previous, tokens[index]!) ? previous.lower : '';
}

/** The word right after tokens[last] with only spaces between, lowercase; "" if none. */
export function wordAfter(text: string, tokens: readonly Token[], last: number): string {
  const next = tokens[last + 1];
  return next && joined(text, tokens[last]!, next) ? next.lower : '';
}

/** Whether tokens[index] opens a sentence (or a line, or follows a colon). */
export function startsSentence(text: string, tokens: readonly Token[], index: number): boolean {
  return opensSentence(text, tokens[index]!.start);
}

/**
 * Whether an "-ed" form at tokens[index] is a past participle ("has shown", "was shown") or a
 * simple past ("we showed"): the nearest auxiliary before it, over adverbs, decides.
 */
export function pastOrParticiple(
  text: string,
  tokens: readonly Token[],
  index: number,
): Extract<VerbForm, 'past' | 'participle'> {
  for (let back = index - 1; back >= 0 && back >= index - 3; back--) {
    if (!joined(text, tokens[back]!, tokens[back + 1]!)) break;
    const word = tokens[back]!.lower;
    if (haveForms.has(word) || beForms.has(word) || /^(?:get|gets|got|getting)$|'ve$/.test(word)) {
      return 'participle';
    }
    if (!isAdverbBeforeVerb(word)) break;
  }
  return 'past';
}
