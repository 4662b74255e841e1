/**
 * Abbreviations whose period does not end a sentence, so the capitalised word after them may be
 * a name ("Dr. Chen", "et al. Smith"), and list markers that open an item like a sentence.
 */
const abbreviations = new Set([
  'al',
  'approx',
  'ca',
  'cf',
  'dr',
  'e.g',
  'eq',
  'etc',
  'fig',
  'figs',
  'i.e',
  'jr',
  'mr',
  'mrs',
  'ms',
  'no',
  'prof',
  'sr',
  'st',
  'vs',
]);

/** What may stand between a sentence's end and its first word: spaces, quotes, brackets, bullets. */
const openers = /[\s"'“‘([{*•>\-–—]/u;

/**
 * Whether the word at `start` opens a sentence (or a line, or follows a colon): there a capital
 * letter says nothing about the word being a name.
 */
export function opensSentence(text: string, start: number): boolean {
  let index = start - 1;
  while (index >= 0 && openers.test(text[index]!)) {
    if (text[index] === '\n') return true;
    index--;
  }
  if (index < 0) return true;
  const previous = text[index]!;
  if (previous === '!' || previous === '?' || previous === ':') return true;
  if (previous !== '.') return false;
  const word =
    /(?:^|[\s(])([\p{L}.]+)$/u.exec(text.slice(Math.max(0, index - 12), index))?.[1] ?? '';
  const isInitial = /^\p{Lu}$/u.test(word);
  return !isInitial && !abbreviations.has(word.toLowerCase());
}
