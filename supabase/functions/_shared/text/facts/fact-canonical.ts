/**
 * Canonical forms, so that equivalent ways of writing one fact compare equal ("12 %", "12%" and
 * "12 percent"; "3 h" and "3 hours"; "$1.2 million" and "$1,200,000") while any change of value,
 * precision or unit does not.
 */

/** "1,234.50" → "1234.50", "−0.5" → "-0.5", ".05" → "0.05"; digits after the point are kept. */
export function canonicalNumber(written: string): string {
  let text = written.replace(/[\u2212\u2012\u2013]/g, '-').replace(/[\s\u00a0\u202f]/g, '');
  // Thousands separators only: a comma followed by exactly three digits.
  text = text.replace(/,(?=\d{3}(?!\d))/g, '');
  if (text.startsWith('.')) text = `0${text}`;
  if (text.startsWith('-.')) text = `-0${text.slice(1)}`;
  return text.replace(/^\+/, '');
}

/** Every number written in a text, canonical, wherever it stands (inside dates and ranges too). */
export function numbersIn(text: string): Set<string> {
  const numbers = new Set<string>();
  for (const match of text.matchAll(/(?<![\w.])\d[\d,]*(?:\.\d+)?|(?<![\w\d])\.\d+/g)) {
    numbers.add(canonicalNumber(match[0]));
  }
  return numbers;
}

const monthNames = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** 1–12 for a month name or its abbreviation ("Sept." included), or undefined. */
export function monthNumber(name: string): number | undefined {
  const head = name.toLowerCase().replace(/\.$/, '').slice(0, 3);
  const index = monthNames.indexOf(head as (typeof monthNames)[number]);
  return index < 0 ? undefined : index + 1;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date key: `2024-03-05`, `2024-03`, `--03-05` (no year); the parts that were written. */
export function dateKey(parts: { year?: string; month?: number; day?: string }): string {
  const year = parts.year ?? '-';
  const month = parts.month === undefined ? '' : `-${twoDigits(parts.month)}`;
  const day = parts.day === undefined ? '' : `-${twoDigits(Number(parts.day))}`;
  return `${year}${month}${day}`;
}

/** "3 pm" → "15:00", "10:30 a.m." → "10:30", "14:05" → "14:05". */
export function timeKey(hours: string, minutes: string | undefined, meridiem: string | undefined) {
  let hour = Number(hours);
  const half = meridiem?.toLowerCase().replace(/\./g, '');
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  return `${twoDigits(hour)}:${minutes ?? '00'}`;
}

/** Unit spellings that mean the same unit; anything not listed stands for itself. */
const unitAliases: Readonly<Record<string, string>> = {
  percent: '%',
  'per cent': '%',
  pct: '%',
  milligram: 'mg',
  milligrams: 'mg',
  gram: 'g',
  grams: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  microgram: 'µg',
  micrograms: 'µg',
  ug: 'µg',
  μg: 'µg',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  ml: 'ml',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  microliter: 'µl',
  microliters: 'µl',
  ul: 'µl',
  μl: 'µl',
  millimeter: 'mm',
  millimeters: 'mm',
  centimeter: 'cm',
  centimeters: 'cm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  kilometer: 'km',
  kilometers: 'km',
  nanometer: 'nm',
  nanometers: 'nm',
  micrometer: 'µm',
  micrometers: 'µm',
  um: 'µm',
  μm: 'µm',
  second: 's',
  seconds: 's',
  sec: 's',
  secs: 's',
  millisecond: 'ms',
  milliseconds: 'ms',
  minute: 'min',
  minutes: 'min',
  mins: 'min',
  hour: 'h',
  hours: 'h',
  hr: 'h',
  hrs: 'h',
  day: 'd',
  days: 'd',
  week: 'wk',
  weeks: 'wk',
  month: 'mo',
  months: 'mo',
  year: 'y',
  years: 'y',
  yr: 'y',
  yrs: 'y',
  '°c': '°c',
  'degrees celsius': '°c',
  '°f': '°f',
  'degrees fahrenheit': '°f',
  fold: '×',
  x: '×',
};

/** The canonical spelling of a unit: case kept where it carries meaning (mM, MB), aliases folded. */
export function canonicalUnit(written: string): string {
  const flat = written.trim().replace(/\s+/g, ' ');
  const alias = unitAliases[flat.toLowerCase()];
  if (alias) return alias;
  return flat.length > 2 ? flat.toLowerCase() : flat;
}

const currencyBySymbol: Readonly<Record<string, string>> = {
  $: 'USD',
  us$: 'USD',
  usd: 'USD',
  dollar: 'USD',
  dollars: 'USD',
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  '£': 'GBP',
  gbp: 'GBP',
  pound: 'GBP',
  pounds: 'GBP',
  '¥': 'JPY',
  jpy: 'JPY',
  yen: 'JPY',
  chf: 'CHF',
  cad: 'CAD',
  aud: 'AUD',
};

const magnitudes: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  bn: 1e9,
  b: 1e9,
  billion: 1e9,
};

/** `USD:1200000` for "$1.2 million", "$1,200,000" and "1.2M USD" alike. */
export function moneyKey(currency: string, amount: string, magnitude: string | undefined): string {
  const code = currencyBySymbol[currency.toLowerCase()] ?? currency.toUpperCase();
  const scale = magnitude ? (magnitudes[magnitude.toLowerCase()] ?? 1) : 1;
  const value = Number(canonicalNumber(amount)) * scale;
  return `${code}:${Number.isFinite(value) ? Number(value.toPrecision(12)) : amount}`;
}

/** Lower case, "&" as "and", punctuation and spacing folded: for citations and quoted text. */
export function foldedText(written: string): string {
  return written
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\p{L}\p{N}'"%]+/gu, ' ')
    .trim();
}

/** Groups of a pattern's match, by name. */
type MatchGroups = Record<string, string | undefined>;

/** The canonical number a pattern captured as `name`. */
export const numberKey = (groups: MatchGroups, name = 'value') =>
  canonicalNumber(groups[name] ?? '');

/** A unit as a key's suffix (" km"), or nothing when none was written. */
export const unitKey = (written: string | undefined) =>
  written === undefined ? '' : ` ${canonicalUnit(written)}`;

/** A link without its scheme, "www." or final slash, its host in lower case. */
export const linkKey = (link: string) =>
  link
    .replace(/^(?:https?:\/\/)?(?:www\.)?/i, '')
    .replace(/^[^/]+/, (host) => host.toLowerCase())
    .replace(/\/$/, '');

export function operatorKey(operator: string): string {
  return operator === '≤' ? '<=' : operator === '≥' ? '>=' : operator;
}

/** "10–20%" and "between 10% and 20%" are one range; the unit may be written on either end. */
export function rangeKey(groups: MatchGroups): string {
  const rangeUnitWritten = groups.highUnit ?? groups.lowUnit;
  const low = numberKey(groups, 'low');
  const high = numberKey(groups, 'high');
  return `${low}-${high}${unitKey(rangeUnitWritten)}`;
}

/** Quoted text compares by its words: spacing and the style of quote marks do not matter. */
export function quoteKey(inner: string): string {
  return inner.normalize('NFKC').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
}
