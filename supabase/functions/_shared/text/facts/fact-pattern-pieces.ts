/**
 * The pieces hard facts are written with, as regular-expression sources: numbers and where they
 * may stand, units, months, days and years, authors, and the caps that keep a crafted run cheap.
 * `fact-patterns.ts` builds its table of facts from them.
 */
import { unitPattern } from './measurement-units.ts';

/** A number as written: "12", "1,200.5", "−0.3", ".05", "3.2e-4", "1.5 × 10^-6". */
export const number = String.raw`[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][-+−]?\d+|\s?[×x]\s?10\^?[-−]?\d+)?|[-−]?\.\d+`;
/** Where a number may start: not inside a word, an identifier ("COVID-19") or another number. */
export const numberStart = String.raw`(?<![\p{L}\p{N}_.,/\-−])`;
export const numberEnd = String.raw`(?![\p{N}])`;
/** How every `number` begins, for a `needs` pattern: "5", "-5", "−.5", ".5". */
export const numberOpening = String.raw`[-−]?\.?\d`;

export const percent = String.raw`(?:%|percent(?![\p{L}])|per cent(?![\p{L}])|pct(?![\p{L}]))`;
export const rangeUnit = `(?:${percent}|${unitPattern})`;

/**
 * A unit after a number, captured as `name`: read inside a lookahead, then taken by
 * back-reference. Written as a plain group after a number, the long alternation of units made a
 * pattern's first use in a new isolate many times slower (V8 compiles what follows a number once
 * for each way the number can end). It matches what the plain group matched: the lookahead
 * keeps the first unit that matches, as the group did, and where a shorter unit also matches
 * ("mg" of "mg/kg") it leaves a "/" that nothing after a unit accepts.
 */
export const unitOnce = (name: string, units: string) =>
  String.raw`(?:(?=(?<${name}>${units}))\k<${name}>)`;

/** A month, full or abbreviated; only an abbreviation takes a period ("Dec." but "December."). */
export const monthName = String.raw`(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)(?![\p{L}])|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)(?![\p{L}])\.?)`;
export const fullMonth = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)(?![\p{L}])`;
export const day = String.raw`(?<day>[0-3]?\d)(?:st|nd|rd|th)?(?![\p{L}\p{N}])`;
export const year = String.raw`(?<year>(?:1[6-9]|20)\d\d)(?![\p{N}])`;

/**
 * Spans are capped where no real one is longer, so that a crafted run (of closing brackets, of
 * capitals) costs work in proportion to its length: a pattern that may restart at every
 * character of a run must not read the whole run each time.
 */
const longestSurname = 50;
export const longestParenthetical = 300;
export const longestLink = 2000;
export const longestDoiSuffix = 300;
export const longestIdentifier = 64;

const surname = String.raw`\p{Lu}[\p{L}'’\-]{1,${longestSurname - 1}}`;
export const authorList = String.raw`${surname}(?:\s+et\s+al\.?|\s+(?:and|&)\s+${surname})?`;

const flags = 'gu';
export const regex = (source: string) => new RegExp(source, flags);
