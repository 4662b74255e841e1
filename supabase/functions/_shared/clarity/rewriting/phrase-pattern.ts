/**
 * One regular expression for many phrases, for rules whose phrases hold punctuation
 * ("give, devise, and bequeath") and so cannot be matched word by word. Matches are looked
 * up by `phraseKey`, so any spacing and any case find the same entry.
 */
export function phraseKey(written: string): string {
  return written
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A global, case-insensitive pattern matching any of the phrases as whole words. */
export function phrasesPattern(phrases: Iterable<string>): RegExp {
  const alternatives = [...new Set([...phrases].map(phraseKey))]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escape(phrase).replace(/, /g, ',[^\\S\\n]*').replace(/ /g, '[^\\S\\n]+'));
  return new RegExp(
    `(?<![\\p{L}\\p{N}'’-])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}'’-])`,
    'giu',
  );
}
