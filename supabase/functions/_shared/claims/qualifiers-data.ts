import type { ClaimSourceId } from './claim-sources.ts';

/**
 * What qualifies a claim, as data. Phrases are lowercase words; a word in braces stands for
 * every form of that verb ("{appear} to": appear, appears, appeared, appearing to). Each entry
 * has a class: a rewrite keeps a qualifier when the refined sentence has one of the same class
 * ("may" → "might", "suggest" → "indicate", "likely" → "probably").
 */
export interface QualifierEntry<Class extends string> {
  phrase: string;
  class: Class;
  source: ClaimSourceId;
}

function table<Class extends string>(
  rows: readonly (readonly [Class, ClaimSourceId, string])[],
): QualifierEntry<Class>[] {
  return rows.flatMap(([entryClass, source, list]) =>
    list
      .split(/\s*;\s*/)
      .map((phrase) => phrase.trim())
      .filter(Boolean)
      .map((phrase) => ({ phrase, class: entryClass, source })),
  );
}

/**
 * Hedges (Hyland, 1998; Salager-Meyer, 1994), in classes of equal hedges: a rewrite keeps a
 * claim's hedging when each class it had is still there, in any of its words ("may" → "might",
 * "seems to suggest" → "suggests", "likely" → "probably", "I think" → "probably"). A stacked
 * hedge made one keeps its class ("may possibly" → "may"); a hedge of another class does not
 * stand in ("preliminary data suggest" → "data suggest" loses how tentative the evidence was).
 *
 * "can" is not a hedge: it states a capacity ("can shape"), which the reading counts as a
 * conditional cause of its own (Sumner et al. rank "can" between "may" and a cause). "more
 * likely to" is a comparison, not a hedge.
 */
export type HedgeClass =
  'modal' | 'evidential' | 'hypothesis' | 'tendency' | 'tentative' | 'partial' | 'approximation';

export const hedgeEntries: readonly QualifierEntry<HedgeClass>[] = table<HedgeClass>([
  // Possibility, the hypothetical "would", and probability: how sure the writer is.
  [
    'modal',
    'hyland-1998',
    `may; might; could; would; may have; might have; could have; would have; possibly; perhaps;
     maybe; conceivably; potentially; potential; possible; putative; arguably; it is possible that;
     it's possible; it is conceivable that; it is plausible that; plausibly; likely; probably;
     presumably; unlikely; in all likelihood; i think; we think; i believe; we believe; i'd say;
     i would say; we would argue; our best guess is that; my best guess is that; pretty sure;
     fairly sure; {be} thought to; {be} believed to; {be} expected to; we expect; we anticipate;
     {be} projected to; {be} predicted to; {be} estimated to; {be} assumed to; {be} presumed to;
     {be} suspected to; we suspect; i suspect; {be} of the opinion that; in our opinion; in my
     opinion; in our view; in my view; we feel that; i feel that; {raise} the possibility that; the possibility
     that`,
  ],
  // What the evidence shows, and how things look: a claim drawn from it, not stated outright.
  [
    'evidential',
    'hyland-1998',
    `{suggest}; {indicate}; {imply}; {point} to; {hint} at; {hint} that; {be} consistent with;
     {be} compatible with; in line with; {appear} to; {seem} to; {appear} that; {seem} that;
     {look} like; {look} as if; apparently; seemingly; {seem}`,
  ],
  [
    'hypothesis',
    'hyland-1998',
    `we hypothesise; we hypothesize; we hypothesised; we hypothesized; we speculate; we propose;
     we postulate; our hypothesis is; the hypothesis that; hypothetically; speculatively`,
  ],
  ['tendency', 'hyland-1998', `{tend} to; tendency to; generally; typically; usually`],
  [
    'tentative',
    'salager-meyer-1994',
    `preliminary; tentative; tentatively; early results; early data; early evidence; early
     findings; emerging; initial results; initial data; initial findings; pilot data; limited
     evidence`,
  ],
  [
    'partial',
    'hyland-1998',
    `in part; partly; partially; to some extent; to a degree; to a certain extent; somewhat;
     largely; mostly; at least partly; not necessarily`,
  ],
  [
    'approximation',
    'salager-meyer-1994',
    `approximately; roughly; nearly; almost; around; about; some; circa; up to; or so`,
  ],
]);

/**
 * Approximators that are as often something else ("about the effect", "some participants",
 * "up to you", "around the site"): an approximation only before a number or a measure.
 */
export const approximatorsBeforeNumbers: ReadonlySet<string> = new Set([
  'about',
  'around',
  'some',
  'up to',
  'nearly',
  'almost',
]);

/** What may follow an approximator for it to approximate: a number word or a unit of measure. */
export const measureWords: ReadonlySet<string> = new Set(
  `half third quarter fifth tenth dozen hundred hundreds thousand thousands million millions
   billion one two three four five six seven eight nine ten twenty thirty forty fifty hour hours
   day days week weeks month months year years decade decades minute minutes second seconds
   times fold percent`
    .trim()
    .split(/\s+/),
);

/** Quantifiers (Peters & Chin-Yee, 2025: dropping them turns a finding into a generic claim). */
export type QuantifierClass =
  'some' | 'a few' | 'few' | 'many' | 'most' | 'minority' | 'subset' | 'fraction';

export const quantifierEntries: readonly QualifierEntry<QuantifierClass>[] = table<QuantifierClass>(
  [
    [
      'some',
      'peters-2025',
      `some; some of; a number of; certain; several; several of; a bunch of; sometimes; in some
       cases; in some instances; occasionally`,
    ],
    ['a few', 'peters-2025', `a few; a few of; a handful of; a small number of`],
    ['few', 'peters-2025', `few; few of; very few; hardly any`],
    [
      'many',
      'peters-2025',
      `many; many of; numerous; a large number of; a considerable number of; a lot of; lots of;
       a great many; often; frequently`,
    ],
    [
      'most',
      'peters-2025',
      `most; most of; the majority of; a majority of; the vast majority of; the bulk of`,
    ],
    ['minority', 'peters-2025', `a minority of; the minority of`],
    [
      'subset',
      'peters-2025',
      `a subset of; a proportion of; a fraction of; a subgroup of; one in; a share of`,
    ],
    [
      'fraction',
      'peters-2025',
      `half of; half the; a third of; a quarter of; two thirds of; two-thirds of; one third of;
       one quarter of`,
    ],
  ],
);

/** Statistical qualifiers: whether a result was significant, and what it was adjusted for. */
export type StatisticalClass = 'significance' | 'marginal' | 'adjusted' | 'detectable';

export const statisticalEntries: readonly QualifierEntry<StatisticalClass>[] =
  table<StatisticalClass>([
    [
      'significance',
      'associate',
      `significant; significantly; statistically significant; statistically significantly;
       non-significant; nonsignificant; not significant; not significantly; no significant;
       not statistically significant; insignificant`,
    ],
    [
      'marginal',
      'associate',
      `marginally; borderline; nominally; a trend towards; a trend toward; trend towards; trend
       toward; {trend} towards; {trend} toward`,
    ],
    [
      'adjusted',
      'associate',
      `after adjustment for; after adjusting for; adjusted for; controlling for; after
       controlling for; once we adjust for; once we adjusted for; once adjusted for; independent
       of; independently; after excluding; after accounting for`,
    ],
    [
      'detectable',
      'associate',
      `no detectable; no measurable; no discernible; no appreciable; not detectable;
       undetectable`,
    ],
  ]);
