import { draftPattern } from './bounded-pattern.ts';
/**
 * What the shield keeps back, and how a kept value is written in the text a vendor sees: a
 * typed placeholder such as `⟦EMAIL 1⟧`. The mathematical white square brackets (U+27E6,
 * U+27E7) are not on any keyboard and occur in no research prose we know of, so a placeholder
 * cannot be mistaken for a citation ([1], [Smith 2020]), Markdown or code; the word tells the
 * model what stands there, so "write to ⟦EMAIL 1⟧" still reads as a sentence.
 */
export const withheldKinds = [
  'email',
  'phone',
  'card',
  'iban',
  'ssn',
  'ip',
  'link',
  'secret',
  'private',
] as const;
export type WithheldKind = (typeof withheldKinds)[number];

/** The word inside each kind's placeholder. */
export const placeholderWords: Readonly<Record<WithheldKind, string>> = {
  email: 'EMAIL',
  phone: 'PHONE',
  card: 'CARD',
  iban: 'IBAN',
  ssn: 'SSN',
  ip: 'IP',
  link: 'LINK',
  secret: 'SECRET',
  private: 'PRIVATE',
};

const kindOfWord = new Map(withheldKinds.map((kind) => [placeholderWords[kind], kind]));

/**
 * Each kind in a few words, for what the writer reads (`the first answer lost a value kept from
 * the vendor (e-mail)`); the terminal has the same words for its PRIVATE line.
 */
export const withheldKindLabels: Readonly<Record<WithheldKind, string>> = {
  email: 'e-mail',
  phone: 'phone',
  card: 'card',
  iban: 'IBAN',
  ssn: 'SSN',
  ip: 'IP address',
  link: 'link',
  secret: 'key',
  private: 'marked text',
};

export const placeholderOpen = '⟦';
export const placeholderClose = '⟧';

/** The longest ordinal a placeholder may carry: far more values than an 8,000-character draft holds. */
const ordinalDigits = 6;

export function placeholderFor(kind: WithheldKind, ordinal: number): string {
  return `${placeholderOpen}${placeholderWords[kind]} ${ordinal}${placeholderClose}`;
}

/** The kind a well-formed placeholder stands for (`⟦EMAIL 2⟧` → `email`). */
export function kindOfPlaceholder(placeholder: string): WithheldKind | undefined {
  const word = placeholder.slice(placeholderOpen.length, placeholder.indexOf(' '));
  return kindOfWord.get(word);
}

/** Every well-formed placeholder, known to a vault or not: `⟦WORD n⟧`. */
export const placeholderPattern = draftPattern(
  `${placeholderOpen}(${[...kindOfWord.keys()].join('|')}) ([1-9]\\d{0,${ordinalDigits - 1}})${placeholderClose}`,
  'gu',
);

/** Whether `text` holds a placeholder: a masked draft whose vendor must be told to keep them. */
export const holdsPlaceholder = (text: string): boolean => text.search(placeholderPattern) !== -1;

/** How long a placeholder can be, so a streaming restorer holds back no more than this. */
export const longestPlaceholder =
  placeholderOpen.length +
  Math.max(...[...kindOfWord.keys()].map((word) => word.length)) +
  1 +
  ordinalDigits +
  placeholderClose.length;

/**
 * True when `text` (which starts with the opening bracket) could still grow into a well-formed
 * placeholder: "⟦", "⟦EM", "⟦EMAIL 1" are; "⟦EMAIL1", "⟦email" and "⟦EMAIL 01" are not.
 */
export function couldBecomePlaceholder(text: string): boolean {
  if (!text.startsWith(placeholderOpen)) return false;
  const rest = text.slice(placeholderOpen.length);
  const space = rest.indexOf(' ');
  if (space === -1) return [...kindOfWord.keys()].some((word) => word.startsWith(rest));
  if (!kindOfWord.has(rest.slice(0, space))) return false;
  const ordinal = rest.slice(space + 1);
  return ordinal.length <= ordinalDigits && /^(?:[1-9]\d*)?$/u.test(ordinal);
}
