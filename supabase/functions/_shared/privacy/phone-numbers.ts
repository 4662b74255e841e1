import { draftPattern } from './bounded-pattern.ts';
import type { CountryCode } from 'libphonenumber-js/min';
import { groupStretches, splitDigitGroups } from './digit-groups.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { loadPhoneLibrary } from './validator-libraries.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

type PhoneLibrary = Awaited<ReturnType<typeof loadPhoneLibrary>>;

const separator = String.raw`[ \u00A0.\-/]`;
/** Digit groups with the separators and parentheses phone numbers are written with. */
const phoneCandidate = draftPattern(
  String.raw`(?<![\p{L}\p{N}_+/\\.,-])(?:\+|00)?\(?\d{1,15}\)?(?:(?:${separator}{1,3}|(?<=\)))\(?\d{1,10}\)?){0,6}(?![\p{L}\p{N}_]|[.,]\d)`,
  'gu',
);
const phoneGroup = /\+?\(?\d+\)?/gu;

/**
 * Words that say a phone number follows: "call me on", "Tel.", "mobile:", "WhatsApp", "Ph#",
 * with the colon, number sign or full stop written with or without a space after it.
 */
const phoneCue =
  /(?:\b(?:phone|telephone|tel|mobile|mob|cell|cellphone|fax|whatsapp|signal|sms|dial|hotline|helpline|ph|text me|call me|call us|call him|call her|call them|ring me|ring us)\b|[☎📞])[^\p{L}\p{N}]{0,3}(?:\b(?:on|at|is|number|no)\b[^\p{L}\p{N}]{0,3}){0,2}$/iu;

/** North American numbers with an area code: "(617) 555-0142", "617-555-0142", "617.555.0142". */
const northAmerican = /^\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}$/u;
/** A national number with its trunk 0 and grouped: "020 7946 0958", "06 12 34 56 78". */
const trunkPrefixed = /^\(?0\d{1,4}\)?(?:[ .\-/]{1,3}\d{2,8}){1,4}$/u;
/** Countries whose national numbers start with a trunk 0, where research mail comes from. */
const trunkCountries: CountryCode[] = [
  'GB',
  'DE',
  'FR',
  'NL',
  'IT',
  'AT',
  'CH',
  'BE',
  'IE',
  'SE',
  'FI',
  'AU',
  'NZ',
  'JP',
  'IN',
  'ZA',
  'CN',
  'KR',
  'TR',
  'IL',
  'BR',
  'AR',
];
/** Dates, year ranges and US ZIP+4 codes, whose digit groups look like a number's. */
const notANumber =
  /^(?:\d{5}-\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|(?:1[6-9]|20)\d\d\s?[-/]\s?(?:1[6-9]|20)\d\d)$/u;

/**
 * How many library checks one draft may make: enough for every number a real message holds.
 * A crafted draft of thousands of number-shaped groups gets its remaining ones kept back
 * unconfirmed, which costs only the vendor's view of them, never the writer's text.
 */
const checksPerDraft = 400;

interface PhoneJudge {
  /** Loaded by the first stretch that needs it: most drafts hold a number-shaped run none does. */
  library: PhoneLibrary | undefined;
  checksLeft: number;
}

/** Whether one stretch of digit groups is a phone number, by its shape and by libphonenumber. */
async function isPhoneNumber(written: string, cued: boolean, judge: PhoneJudge): Promise<boolean> {
  const digits = written.replace(/\D/gu, '');
  if (digits.length < 7 || digits.length > 15 || notANumber.test(written)) return false;
  const international = written.startsWith('+') || written.startsWith('00');
  const shaped = international || northAmerican.test(written) || trunkPrefixed.test(written);
  if (cued && !international) return true;
  if (!shaped) return false;
  if (judge.checksLeft <= 0) return true;
  judge.checksLeft--;
  const { isPossiblePhoneNumber, isValidPhoneNumber } = (judge.library ??=
    await loadPhoneLibrary());
  // A plus sign before seven or more grouped digits is a phone number in any prose we know:
  // the number only has to have a length its country uses.
  if (international) return isPossiblePhoneNumber(written.replace(/^00/u, '+'));
  if (northAmerican.test(written)) return isValidPhoneNumber(written, 'US');
  return trunkCountries.some((country) => isValidPhoneNumber(written, country));
}

/**
 * Phone numbers: international ones (+44 20 7946 0958, 0049 30 1234567) and national ones in
 * a phone's grouping (North American with an area code, or with a trunk 0), confirmed by
 * libphonenumber-js; any other run of 7 to 15 digits only where the text says a phone number
 * follows ("call me on 5550142"). A sample size, a grant number, a date or a DOI is none.
 */
export async function findPhoneNumbers(text: string, meter: WorkMeter): Promise<SensitiveSpan[]> {
  const candidates = scanMatches(phoneCandidate, text, meter).filter(
    (match) => match[0].replace(/\D/gu, '').length >= 7,
  );
  if (candidates.length === 0) return [];
  const judge: PhoneJudge = { library: undefined, checksLeft: checksPerDraft };
  const spans: SensitiveSpan[] = [];
  for (const candidate of candidates) {
    const cued = phoneCue.test(text.slice(Math.max(0, candidate.index - 40), candidate.index));
    // Glued to a colon or number sign ("Tel:617…", "mobile:5550142", "Ph#555…"): a phone
    // number only after a cue or with its plus sign; elsewhere a ratio, a time, a reference
    // ("PMID:12345678").
    const glued = /[:#]/u.test(text[candidate.index - 1] ?? '');
    if (glued && !cued && !candidate[0].startsWith('+')) continue;
    const { groups } = splitDigitGroups(candidate[0], phoneGroup);
    for (const stretch of groupStretches(candidate[0], groups)) {
      meter.steps += stretch.text.length;
      const before = candidate[0][stretch.offset - 1];
      const after = candidate[0][stretch.offset + stretch.text.length];
      if ([before, after].some((next) => next !== undefined && !/[\s\u00A0]/u.test(next))) {
        continue;
      }
      const cuedHere = cued && stretch.offset === 0;
      if (!(await isPhoneNumber(stretch.text, cuedHere, judge))) continue;
      const start = candidate.index + stretch.offset;
      const end = start + stretch.text.length;
      spans.push(
        cuedHere ? { start, end, kind: 'phone', byContext: true } : { start, end, kind: 'phone' },
      );
      break;
    }
  }
  return spans;
}
