import { draftPattern } from './bounded-pattern.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { loadIpLibrary } from './validator-libraries.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

const ipv4 = draftPattern(
  String.raw`(?<![\p{L}\p{N}_.:-])(?:\d{1,3}\.){3}\d{1,3}(?![\p{L}\p{N}_]|\.\d)`,
  'gu',
);
const ipv6 = draftPattern(
  String.raw`(?<![\p{L}\p{N}_:.])(?:[0-9A-Fa-f]{1,4}|:)(?::[0-9A-Fa-f]{0,4}){2,7}(?:\.\d{1,3}){0,3}(?![\p{L}\p{N}_:])`,
  'gu',
);

/**
 * "version 1.2.3.4", "§ 2.1.4.3", "Table 3.1.2.1", an enzyme's "EC 3.4.21.4": numbered things
 * that are not addresses.
 */
const numberingCue =
  /(?:\b(?:v|ver|version|release|build|section|sect|chapter|table|figure|fig|step|item|clause|rule|appendix|no|number|ec)\.?|§)\s{0,2}$/iu;

/**
 * IPv4 and IPv6 addresses, confirmed by ipaddr.js: a server's address says where an
 * institution's machines are. A four-part version or section number is left alone.
 */
export async function findIpAddresses(text: string, meter: WorkMeter): Promise<SensitiveSpan[]> {
  const fours = scanMatches(ipv4, text, meter).filter(
    (match) => !numberingCue.test(text.slice(Math.max(0, match.index - 16), match.index)),
  );
  const sixes = scanMatches(ipv6, text, meter).filter((match) => /\d/u.test(match[0]));
  if (fours.length === 0 && sixes.length === 0) return [];
  const { IPv4, IPv6 } = await loadIpLibrary();
  const valid = [
    ...fours.filter((match) => IPv4.isValidFourPartDecimal(match[0])),
    ...sixes.filter((match) => IPv6.isValid(match[0])),
  ];
  return valid.map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    kind: 'ip',
  }));
}
