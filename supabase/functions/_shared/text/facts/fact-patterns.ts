import type { FactKind } from './fact-kinds.ts';
import {
  dateKey,
  foldedText,
  linkKey,
  moneyKey,
  monthNumber,
  numberKey,
  operatorKey,
  quoteKey,
  rangeKey,
  timeKey,
  unitKey,
} from './fact-canonical.ts';
import { trimLink } from './link-ends.ts';
import {
  authorList,
  day,
  fullMonth,
  longestDoiSuffix,
  longestIdentifier,
  longestLink,
  longestParenthetical,
  monthName,
  number,
  numberEnd,
  numberOpening,
  numberStart,
  percent,
  rangeUnit,
  regex,
  unitOnce,
  year,
} from './fact-pattern-pieces.ts';
import { unitPattern } from './measurement-units.ts';

/** One way a hard fact is written, and how to reduce a match to its canonical key. */
export interface FactPattern {
  kind: FactKind;
  pattern: RegExp;
  key(groups: Record<string, string | undefined>, match: string): string;
  /** Cuts what the pattern over-matched (a URL's closing period); the default keeps it all. */
  trim?(match: string): string;
  /**
   * True when the pattern cannot match a text without a numeral (\p{N}, which every \d is):
   * such a text skips it. Most patterns are numbers, and every one run costs on the caller's
   * clock after the vendor answered.
   */
  needsNumeral?: true;
  /**
   * A short pattern every match of `pattern` contains: a text without it skips the pattern. A
   * long pattern costs most at its first use in a new isolate (V8 compiles it then, and again
   * as it warms), which a draft that cannot hold such a fact should not pay.
   */
  needs?: RegExp;
  /**
   * True when `needs` is found about a match rather than in it: in the text a look-behind or
   * look-ahead of `pattern` reads (a citation's "("), or in the rest of the run the match
   * starts (an identifier's capital and digit).
   */
  needsAround?: true;
}

/** A row of the table: a short pattern as a literal, a long one as its source. */
type FactPatternRow =
  FactPattern | (Omit<FactPattern, 'pattern'> & { pattern?: undefined; source: string });

/**
 * The row with its pattern compiled when first read: a draft reads a handful of the long
 * patterns and skips the rest (`needsNumeral`, `needs`), and V8 parses a pattern as it is
 * built, which a new isolate's first draft should not pay for the patterns it skips.
 */
function compiledOnUse(row: FactPatternRow): FactPattern {
  if (row.pattern) return row;
  const { source, ...rest } = row;
  let pattern: RegExp | undefined;
  return {
    ...rest,
    get pattern() {
      return (pattern ??= regex(source));
    },
  };
}

/**
 * The hard facts, most specific first: a span claimed by an earlier pattern is not looked at
 * again, so the "2020" inside a citation or the "10" inside a DOI is not a number of its own.
 */
const rows: readonly FactPatternRow[] = [
  { kind: 'code', pattern: /`(?<inner>[^`\n]+)`/gu, key: (groups) => groups.inner!.trim() },
  {
    kind: 'doi',
    needsNumeral: true,
    needs: /10\.\d{4}/u,
    source: String.raw`(?:https?://(?:dx\.)?doi\.org/|\bdoi:\s?)?\b(?<doi>10\.\d{4,9}/[^\s"<>]{1,${longestDoiSuffix}})`,
    trim: trimLink,
    key: (_groups, match) => match.replace(/^.*?(?=10\.\d)/, '').toLowerCase(),
  },
  {
    kind: 'url',
    needs: /https?:\/\/|www\./u,
    source: String.raw`\b(?:https?://|www\.)[^\s<>"]{1,${longestLink}}`,
    trim: trimLink,
    key: (_groups, match) => linkKey(match),
  },
  {
    kind: 'email',
    // The local part starts only where one can: trying every letter of a long word made an
    // 8,000-letter draft take ~180 ms here alone (the first match is the same).
    pattern:
      /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu,
    key: (_groups, match) => match.toLowerCase(),
  },
  {
    kind: 'quote',
    needs: /["“‘']/u,
    source:
      // A quote runs to its first closing mark and holds no opening one: from each mark of a
      // run of 4,000 “ the span was read 400 characters ahead, 10 times a request.
      String.raw`"(?<a>[^"\n]{1,400})"|“(?<b>[^“”\n]{1,400})”|‘(?<c>[^‘\n]{1,400}?)’(?![\p{L}])|(?<![\p{L}\p{N}])'(?<d>[^'\n]{1,400}?)'(?![\p{L}\p{N}])`,
    key: (groups) => quoteKey(groups.a ?? groups.b ?? groups.c ?? groups.d ?? ''),
  },
  {
    kind: 'citation',
    needsNumeral: true,
    pattern: /\[(?<list>\d+(?:\s*[-–,]\s*\d+)*)\]/gu,
    key: (groups) => `[${groups.list!.replace(/\s+/g, '').replace(/–/g, '-')}]`,
  },
  {
    kind: 'citation',
    needsNumeral: true,
    needs: /\(\d{4}/u,
    source: String.raw`(?<authors>${authorList}),?\s+\((?<year>\d{4}[a-z]?)\)`,
    key: (groups) => foldedText(`${groups.authors} ${groups.year}`),
  },
  {
    kind: 'citation',
    needsNumeral: true,
    // The "(" the look back needs, then the year: no parenthesis comes between.
    needs: /\([^()]*\d{4}/u,
    needsAround: true,
    source:
      // The names and the year are looked for first: the look back for "(" then runs only where
      // a citation can start, not at every capital (which read 300 characters back from each
      // capital of a run of them).
      String.raw`(?=${authorList},?\s+\d{4})(?<=\([^()\n]{0,${longestParenthetical}})(?!${fullMonth})(?<authors>${authorList}),?\s+(?<year>\d{4}[a-z]?)(?=[^()\n]{0,${longestParenthetical}}\))`,
    key: (groups) => foldedText(`${groups.authors} ${groups.year}`),
  },
  {
    kind: 'date',
    needsNumeral: true,
    source: String.raw`(?<year>\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\d|3[01])(?![\p{N}])`,
    key: (groups) => dateKey({ year: groups.year, month: Number(groups.month), day: groups.day }),
  },
  {
    kind: 'date',
    needsNumeral: true,
    source: String.raw`(?<month>${monthName})\s+${day}(?:,?\s+${year})?`,
    key: (groups) =>
      dateKey({ year: groups.year, month: monthNumber(groups.month!), day: groups.day }),
  },
  {
    kind: 'date',
    needsNumeral: true,
    source: String.raw`${day}\s+(?:of\s+)?(?<month>${monthName})(?:,?\s+${year})?`,
    key: (groups) =>
      dateKey({ year: groups.year, month: monthNumber(groups.month!), day: groups.day }),
  },
  {
    kind: 'date',
    needsNumeral: true,
    source: String.raw`(?<month>${monthName}),?\s+${year}`,
    key: (groups) => dateKey({ year: groups.year, month: monthNumber(groups.month!) }),
  },
  {
    kind: 'date',
    needsNumeral: true,
    source: String.raw`(?<![\p{N}/.])(?<first>\d{1,2})[/.](?<second>\d{1,2})[/.](?<year>\d{4}|\d{2})(?![\p{N}])`,
    key: (groups) => `${Number(groups.first)}/${Number(groups.second)}/${groups.year}`,
  },
  {
    kind: 'date',
    source: String.raw`(?<month>${fullMonth})`,
    key: (groups) => dateKey({ month: monthNumber(groups.month!) }),
  },
  {
    kind: 'date',
    pattern: /\b(?<weekday>(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)(?![\p{L}])/gu,
    key: (groups) => groups.weekday!.toLowerCase(),
  },
  {
    kind: 'time',
    needsNumeral: true,
    needs: /\d:[0-5]\d/u,
    source: String.raw`(?<![\p{N}:.])(?<hours>[01]?\d|2[0-3]):(?<minutes>[0-5]\d)(?::[0-5]\d)?(?:\s?(?<meridiem>[aApP]\.[mM]\.|[aApP][mM])(?![\p{L}]))?(?![\p{N}])`,
    key: (groups) => timeKey(groups.hours!, groups.minutes, groups.meridiem),
  },
  {
    kind: 'time',
    needsNumeral: true,
    needs: /\d\s?[aApP]\.?[mM]/u,
    source: String.raw`${numberStart}(?<hours>1[0-2]|0?[1-9])\s?(?<meridiem>[aApP]\.[mM]\.|[aApP][mM])(?![\p{L}])`,
    key: (groups) => timeKey(groups.hours!, undefined, groups.meridiem),
  },
  {
    kind: 'money',
    needsNumeral: true,
    needs: /[$€£¥]|USD|EUR|GBP|CHF|JPY|CAD|AUD/u,
    source: String.raw`(?<currency>US\$|[$€£¥]|\b(?:USD|EUR|GBP|CHF|JPY|CAD|AUD)\s?)(?<value>${number})(?:\s?(?<magnitude>k|K|M|bn|million|billion|thousand)(?![\p{L}]))?`,
    key: (groups) => moneyKey(groups.currency!.trim(), groups.value!, groups.magnitude),
  },
  {
    kind: 'money',
    needsNumeral: true,
    needs: /USD|EUR|GBP|CHF|JPY|CAD|AUD|dollars|euros|pounds/u,
    source: String.raw`${numberStart}(?<value>${number})\s?(?<magnitude>million|billion|thousand)?\s?(?<currency>USD|EUR|GBP|CHF|JPY|CAD|AUD|dollars|euros|pounds)(?![\p{L}])`,
    key: (groups) => moneyKey(groups.currency!, groups.value!, groups.magnitude),
  },
  {
    kind: 'p-value',
    needsNumeral: true,
    needs: new RegExp(String.raw`[<>=≤≥]\s?${numberOpening}`, 'u'),
    source: String.raw`(?<![\p{L}])[pP](?:\s?-?\s?values?)?\s?(?<operator><=|>=|≤|≥|<|>|=)\s?(?<value>${number})${numberEnd}`,
    key: (groups) => `p${operatorKey(groups.operator!)}${numberKey(groups)}`,
  },
  {
    kind: 'p-value',
    needsNumeral: true,
    needs: /[pP]-value/u,
    source: String.raw`(?<![\p{L}])[pP]-values?\s+(?:of|was|were|is)\s+(?<value>${number})${numberEnd}`,
    key: (groups) => `p=${numberKey(groups)}`,
  },
  {
    kind: 'range',
    needsNumeral: true,
    needs: /(?:between|from)\s/u,
    source: String.raw`(?:between|from)\s+(?<low>${number})\s?${unitOnce('lowUnit', rangeUnit)}?\s+(?:and|to)\s+(?<high>${number})\s?${unitOnce('highUnit', rangeUnit)}?`,
    key: rangeKey,
  },
  {
    kind: 'range',
    needsNumeral: true,
    needs: new RegExp(String.raw`(?:–|—|-|−|to)\s?${numberOpening}`, 'u'),
    source: String.raw`${numberStart}(?<low>${number})\s?${unitOnce('lowUnit', rangeUnit)}?\s?(?:–|—|-|−|to)\s?(?<high>${number})\s?-?${unitOnce('highUnit', rangeUnit)}?${numberEnd}`,
    key: rangeKey,
  },
  {
    kind: 'percentage',
    needsNumeral: true,
    needs: /pp|percentage points/u,
    source: String.raw`${numberStart}(?<value>${number})\s?-?(?:percentage points|pp)(?![\p{L}])`,
    key: (groups) => `${numberKey(groups)} pp`,
  },
  {
    kind: 'percentage',
    needsNumeral: true,
    needs: /%|percent|per cent|pct/u,
    source: String.raw`${numberStart}(?<value>${number})\s?-?${percent}`,
    key: (groups) => `${numberKey(groups)}%`,
  },
  {
    kind: 'measurement',
    needsNumeral: true,
    needs: /(?:±|\+\/-|\+-)/u,
    source: String.raw`${numberStart}(?<value>${number})\s?(?:±|\+\/-|\+-)\s?(?<spread>${number})(?:\s?-?${unitOnce('unit', unitPattern)})?`,
    key: (groups) => `${numberKey(groups)}±${numberKey(groups, 'spread')}${unitKey(groups.unit)}`,
  },
  {
    kind: 'measurement',
    needsNumeral: true,
    source: String.raw`${numberStart}(?<value>${number})\s?-?${unitOnce('unit', unitPattern)}`,
    key: (groups) => `${numberKey(groups)}${unitKey(groups.unit)}`,
  },
  {
    kind: 'identifier',
    needsNumeral: true,
    // A capital and a digit in one run of at most 64 letters, digits, "-" and "+".
    needs: /\p{Lu}[\p{L}\p{N}\-+]{0,62}\p{N}|\p{N}[\p{L}\p{N}\-+]{0,62}\p{Lu}/u,
    needsAround: true,
    source:
      // At most 64 characters of letters, digits, "-" and "+" from where it starts: without
      // that bound, "a+a+a+…" (every "+" a place to start) read the rest of the run each time.
      String.raw`(?<![\p{L}\p{N}_\-])(?=[\p{L}\p{N}\-+]{1,${longestIdentifier}}(?![\p{L}\p{N}\-+]))(?=[\p{L}\p{N}\-+]*\p{Lu})(?=[\p{L}\p{N}\-+]*\p{N})[\p{L}\p{N}]+(?:[\-+][\p{L}\p{N}]+)*\+?(?![\p{L}\p{N}_])`,
    key: (_groups, match) => match,
  },
  {
    kind: 'number',
    needsNumeral: true,
    source: String.raw`${numberStart}(?<value>${number})(?:st|nd|rd|th)?${numberEnd}(?![\p{L}])`,
    key: (groups) => numberKey(groups),
  },
];

export const hardFactPatterns: readonly FactPattern[] = rows.map(compiledOnUse);
