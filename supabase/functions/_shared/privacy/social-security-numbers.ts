import { draftPattern } from './bounded-pattern.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

/**
 * US social security numbers as the SSA issues them: area 001-899 but never 666, group 01-99,
 * serial 0001-9999. Written with hyphens or spaces ("123-45-6789"); nine digits in a row only
 * where the text says it is one ("SSN 123456789").
 */
const separated = draftPattern(
  String.raw`(?<![\p{L}\p{N}_-])(?!000|666|9)\d{3}(?<separator>[- ])(?!00)\d{2}\k<separator>(?!0000)\d{4}(?![\p{L}\p{N}_]|-\d)`,
  'gu',
);
const named = draftPattern(
  String.raw`(?<=\b(?:SSN|SSNs|social security(?: number| no\.?)?)\s{0,2}(?:#|:|is)?\s{0,2})(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}(?![\p{N}])`,
  'giu',
);

export function findSocialSecurityNumbers(text: string, meter: WorkMeter): SensitiveSpan[] {
  const span = (match: RegExpExecArray) => ({
    start: match.index,
    end: match.index + match[0].length,
    kind: 'ssn' as const,
  });
  return [
    ...scanMatches(separated, text, meter).map(span),
    ...scanMatches(named, text, meter).map((match) => ({
      ...span(match),
      byContext: true as const,
    })),
  ];
}
