import { draftPattern } from './bounded-pattern.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { loadIbanLibrary } from './validator-libraries.ts';
import type { WorkMeter } from '../text/work-meter.ts';

/** A country code, two check digits, then the account in groups of four or unbroken. */
const ibanCandidate = draftPattern(
  String.raw`(?<![\p{L}\p{N}_])[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){10,30}`,
  'gu',
);
const ibanStart = draftPattern(String.raw`(?<![\p{L}\p{N}_])[A-Za-z]{2}\d{2}`, 'u');

/** Where the IBAN that `written` starts with ends, or 0 when it cannot be one. */
function ibanLength(written: string, text: string, at: number, countryLength: number): number {
  let end = 0;
  let characters = 0;
  while (end < written.length && characters < countryLength) {
    if (written[end] !== ' ') characters++;
    end++;
  }
  const after = text[at + end];
  if (characters < countryLength || (after !== undefined && /[\p{L}\p{N}_]/u.test(after))) return 0;
  return end;
}

/**
 * International bank account numbers that ibantools accepts: the country's length and account
 * format, and the mod-97 check. The candidate may run on into the next words ("… 00 BIC
 * COBADEFF"), so it is cut at the country's length first.
 */
export async function findIbans(text: string, meter: WorkMeter): Promise<SensitiveSpan[]> {
  meter.steps += text.length;
  if (!ibanStart.test(text)) return [];
  const { countrySpecs, isValidIBAN } = await loadIbanLibrary();
  const spans: SensitiveSpan[] = [];
  ibanCandidate.lastIndex = 0;
  for (let candidate = ibanCandidate.exec(text); candidate; candidate = ibanCandidate.exec(text)) {
    const written = candidate[0];
    meter.steps += written.length;
    const countryLength = countrySpecs[written.slice(0, 2).toUpperCase()]?.chars;
    const end = countryLength ? ibanLength(written, text, candidate.index, countryLength) : 0;
    const electronic = written.slice(0, end).replaceAll(' ', '').toUpperCase();
    if (end > 0 && isValidIBAN(electronic)) {
      spans.push({ start: candidate.index, end: candidate.index + end, kind: 'iban' });
      ibanCandidate.lastIndex = candidate.index + end;
    } else {
      // An IBAN may start inside a rejected candidate ("Ref AB12 DE89 3704 …").
      ibanCandidate.lastIndex = candidate.index + 1;
    }
  }
  return spans;
}
