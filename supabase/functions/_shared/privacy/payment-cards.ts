import { draftPattern } from './bounded-pattern.ts';
import { groupStretches, splitDigitGroups } from './digit-groups.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { loadCardLibrary } from './validator-libraries.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

const cardCandidate = draftPattern(
  String.raw`(?<![\p{L}\p{N}_.,/-])\d(?:[ -]?\d){12,22}(?![\p{L}\p{N}_]|[.,]\d)`,
  'gu',
);

/**
 * How cards are printed: 4-4-4-4 (and 4-4-4-4-3 for 19 digits), 4-6-5 and 4-6-4 (American
 * Express, Diners), or one unbroken run, always with one kind of separator.
 */
function isCardGrouping(sizes: number[], separators: string[]): boolean {
  if (sizes.length === 1) return true;
  if (new Set(separators).size !== 1) return false;
  const shape = sizes.join('-');
  if (shape === '4-6-5' || shape === '4-6-4') return true;
  const last = sizes[sizes.length - 1]!;
  return sizes.slice(0, -1).every((size) => size === 4) && last >= 1 && last <= 4;
}

/**
 * Payment card numbers: 13 to 19 digits in a card's grouping that card-validator accepts (a
 * known issuer's prefix and length, and the Luhn check). An ORCID iD (0000-0002-1825-0097),
 * an ISBN or a long count fails one of the three.
 */
export async function findPaymentCards(text: string, meter: WorkMeter): Promise<SensitiveSpan[]> {
  const candidates = scanMatches(cardCandidate, text, meter);
  if (candidates.length === 0) return [];
  const cardValidator = await loadCardLibrary();
  const spans: SensitiveSpan[] = [];
  for (const candidate of candidates) {
    const { groups } = splitDigitGroups(candidate[0], /\d+/gu);
    for (const stretch of groupStretches(candidate[0], groups)) {
      meter.steps += stretch.text.length;
      const split = splitDigitGroups(stretch.text, /\d+/gu);
      const digits = split.groups.map((group) => group.text).join('');
      if (digits.length < 13 || digits.length > 19) continue;
      if (
        !isCardGrouping(
          split.groups.map((group) => group.text.length),
          split.separators,
        )
      )
        continue;
      if (!cardValidator.number(digits).isValid) continue;
      const start = candidate.index + stretch.offset;
      spans.push({ start, end: start + stretch.text.length, kind: 'card' });
      break;
    }
  }
  return spans;
}
