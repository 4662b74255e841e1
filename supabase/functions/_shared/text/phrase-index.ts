import { joined, type Token } from './tokens.ts';

/** A phrase as its lowercase words, with what a rule wants back when it matches. */
export interface IndexedPhrase<Payload> {
  words: readonly string[];
  /** commas[i]: a comma stands between words[i] and words[i + 1] ("give, devise and bequeath"). */
  commas: readonly boolean[];
  payload: Payload;
}

/** "give, devise" → words give, devise with a comma after the first. */
export function readPhrase(phrase: string): { words: string[]; commas: boolean[] } {
  const words: string[] = [];
  const commas: boolean[] = [];
  for (const piece of phrase.toLowerCase().split(/\s+/).filter(Boolean)) {
    const comma = piece.endsWith(',');
    words.push(comma ? piece.slice(0, -1) : piece);
    commas.push(comma);
  }
  return { words, commas };
}

/** The comma between two words of a phrase: right after the first, spaces on one line after. */
function commaBetween(text: string, left: Token, right: Token): boolean {
  return /^,[^\S\n]*$/.test(text.slice(left.end, right.start));
}

/** The first of readPhrase's words, read without the rest ("give, devise" → "give"). */
export function firstWordOf(phrase: string): string | undefined {
  const piece = /\S+/.exec(phrase.toLowerCase())?.[0];
  if (piece === undefined) return undefined;
  return piece.endsWith(',') ? piece.slice(0, -1) : piece;
}

/**
 * After the phrases as long or longer, before the shorter: where a stable sort of the phrases
 * in the order added, longest first, puts it, without sorting again at each one.
 */
function insertByLength<Payload>(list: IndexedPhrase<Payload>[], phrase: IndexedPhrase<Payload>) {
  let at = list.length;
  while (at > 0 && list[at - 1]!.words.length < phrase.words.length) at--;
  list.splice(at, 0, phrase);
}

/**
 * The one phrase matcher: phrases by their first word, longest first, so a rule looks up only
 * the phrases that can start at a word: linear in the text, whatever the size of the rule data.
 * Words are compared as the document's lowercase tokens; no pattern is compiled.
 *
 * A phrase is filed by its first word as it is added, and read into its words when a text first
 * asks for that word: the rule tables add some 2,800 phrases on a new isolate's first
 * refinement, and a draft starts phrases at a few dozen words.
 */
export class PhraseIndex<Payload> {
  /** Each first word's phrases as added, until the word is first looked up. */
  readonly #added = new Map<string, { phrase: string; payload: Payload }[]>();
  /** Each looked-up first word's phrases, read, longest first. */
  readonly #byFirstWord = new Map<string, IndexedPhrase<Payload>[]>();

  add(phrase: string, payload: Payload): void {
    const first = firstWordOf(phrase);
    if (first === undefined) return;
    const read = this.#byFirstWord.get(first);
    if (read !== undefined) {
      insertByLength(read, { ...readPhrase(phrase), payload });
      return;
    }
    let added = this.#added.get(first);
    if (added === undefined) this.#added.set(first, (added = []));
    added.push({ phrase, payload });
  }

  /** The phrases that start with `word`, read on its first lookup. */
  #phrasesOf(word: string): readonly IndexedPhrase<Payload>[] | undefined {
    let list = this.#byFirstWord.get(word);
    if (list === undefined) {
      const added = this.#added.get(word);
      if (added === undefined) return undefined;
      list = [];
      for (const { phrase, payload } of added) {
        insertByLength(list, { ...readPhrase(phrase), payload });
      }
      this.#byFirstWord.set(word, list);
      this.#added.delete(word);
    }
    return list;
  }

  /** The phrases written at tokens[index…] as one run of words, longest first. */
  matchesAt(
    text: string,
    tokens: readonly Token[],
    index: number,
  ): readonly IndexedPhrase<Payload>[] {
    const candidates = this.#phrasesOf(tokens[index]!.lower);
    if (candidates === undefined) return noPhrases;
    return candidates.filter((phrase) => writtenAt(text, tokens, index, phrase));
  }
}

/** What most words start: no phrase (shared, never changed). */
const noPhrases: readonly never[] = [];

/**
 * Whether the phrase's words are tokens[from…], each joined to the next by spaces on at most two
 * lines (`joined`) or by the comma the phrase writes there.
 */
function writtenAt(
  text: string,
  tokens: readonly Token[],
  from: number,
  { words, commas }: IndexedPhrase<unknown>,
): boolean {
  if (from + words.length > tokens.length) return false;
  for (let offset = 0; offset < words.length; offset++) {
    if (tokens[from + offset]!.lower !== words[offset]) return false;
  }
  for (let offset = 1; offset < words.length; offset++) {
    const left = tokens[from + offset - 1]!;
    const right = tokens[from + offset]!;
    const apart = commas[offset - 1] ? commaBetween(text, left, right) : joined(text, left, right);
    if (!apart) return false;
  }
  return true;
}

/**
 * The phrases a pattern of word choices stands for, in Vale's way of writing a rule's words:
 * "(a|an)? quick (note|update)" → "a quick note", "a quick update", "an quick note"…, "quick
 * update". Groups nest; a "?" after a group makes it optional.
 */
export function expandPhrases(pattern: string): string[] {
  const [alternatives] = readAlternatives(pattern, 0);
  return [...new Set(alternatives.map((phrase) => phrase.replace(/\s+/g, ' ').trim()))];
}

/** What ends a run of plain characters in a pattern. */
const choiceCharacters = new Set(['|', '(', ')']);

/** The phrases of pattern[from…] up to its closing ")" (or its end), and where it stopped. */
function readAlternatives(pattern: string, from: number): [string[], number] {
  const alternatives: string[] = [];
  let current = [''];
  let at = from;
  while (at < pattern.length && pattern[at] !== ')') {
    const character = pattern[at]!;
    if (character === '|') {
      alternatives.push(...current);
      current = [''];
      at++;
    } else if (character === '(') {
      const [inner, end] = readAlternatives(pattern, at + 1);
      const optional = pattern[end + 1] === '?';
      const choices = optional ? [...inner, ''] : inner;
      current = current.flatMap((head) => choices.map((choice) => head + choice));
      at = end + (optional ? 2 : 1);
    } else {
      // The plain characters up to the next choice or group, added to each phrase at once.
      let end = at + 1;
      while (end < pattern.length && !choiceCharacters.has(pattern[end]!)) end++;
      const run = pattern.slice(at, end);
      current = current.map((head) => head + run);
      at = end;
    }
  }
  alternatives.push(...current);
  return [alternatives, at];
}
