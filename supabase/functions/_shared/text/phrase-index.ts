import { matchesWords, type Token } from './tokens.ts';

/** A phrase as its lowercase words, with what a rule wants back when it matches. */
export interface IndexedPhrase<Payload> {
  words: readonly string[];
  payload: Payload;
}

/**
 * Phrases by their first word, longest first, so a rule looks up only the phrases that can
 * start at a word: linear in the text, whatever the size of the rule data.
 */
export class PhraseIndex<Payload> {
  readonly #byFirstWord = new Map<string, IndexedPhrase<Payload>[]>();

  add(phrase: string, payload: Payload): void {
    const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return;
    const list = this.#byFirstWord.get(words[0]!) ?? [];
    list.push({ words, payload });
    list.sort((a, b) => b.words.length - a.words.length);
    this.#byFirstWord.set(words[0]!, list);
  }

  /** The phrases written at tokens[index…] as one run of words, longest first. */
  matchesAt(text: string, tokens: readonly Token[], index: number): IndexedPhrase<Payload>[] {
    const candidates = this.#byFirstWord.get(tokens[index]!.lower) ?? [];
    return candidates.filter((phrase) => matchesWords(text, tokens, index, phrase.words));
  }
}
