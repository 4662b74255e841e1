import type { ClaimSourceId } from './claim-sources.ts';

/**
 * The words that state a relation, and how strongly (Sumner et al., 2014): `causal` says one
 * thing changes another, `correlational` that they go together. A hedge makes a causal cue
 * conditional; it never changes a correlational one. Phrases are lowercase words; a word in
 * braces stands for every form of that verb ("{lead} to": lead, leads, led, leading to).
 */
export interface RelationCueEntry {
  phrase: string;
  strength: 'correlational' | 'causal';
  source: ClaimSourceId;
}

const entries = (
  strength: RelationCueEntry['strength'],
  source: ClaimSourceId,
  list: string,
): RelationCueEntry[] =>
  list
    .split(/\s*;\s*/)
    .map((phrase) => phrase.trim())
    .filter(Boolean)
    .map((phrase) => ({ phrase, strength, source }));

/**
 * Verbs that state a cause when they take an object ("X reduced mortality"), or an agent in the
 * passive ("was reduced by X"). Used without one they report a change, not its cause ("scores
 * increased by 4 points"), and with "with" they say two things go together ("richness
 * increased with distance").
 */
export const causalVerbs: readonly { verb: string; source: ClaimSourceId }[] = `
  reduce increase decrease lower raise improve worsen impair enhance boost prevent cause induce
  trigger drive promote inhibit suppress abolish attenuate accelerate slow shorten lengthen
  extend halve double cut protect benefit harm damage alter affect influence modulate mediate
  shape stimulate elevate diminish mitigate alleviate ameliorate exacerbate aggravate
  relieve restore rescue eliminate eradicate disrupt strengthen weaken facilitate hinder hamper
  impede help explain neutralise neutralize cure reverse delay hasten destabilise destabilize
  stabilise stabilize deplete degrade broaden narrow widen save kill transform smooth price
  speed lift curb limit inflate deflate mask blunt dampen amplify activate inactivate silence
  upregulate downregulate foster spur fuel provoke elicit evoke destroy erode lessen ease
  prolong undermine push build heal repair protect shield offset counteract expedite preclude
  minimise minimize maximise maximize exacerbate release depress fragment
`
  .trim()
  .split(/\s+/)
  .map((verb) => ({ verb, source: 'sumner-2014' as const }));

/** Causal phrases that need no object: "led to", "due to", "had no effect on". */
export const causalPhrases: readonly RelationCueEntry[] = [
  ...entries(
    'causal',
    'sumner-2014',
    `{lead} to; {result} in; {contribute} to; {give} rise to; due to; because of; owing to;
     as a result of; attributable to; responsible for; driver of; drivers of; cause of; causes
     of; required for; necessary for; essential for; effect of; effects of;
     effect on; effects on; impact of; impact on; impacts on; influence on; protective effect;
     protective effects; beneficial effect; beneficial effects; causal effect; causal role;
     role in; role for; {make} it more likely; {make} it less likely; down to; in response to;
     {protect} against; {protect} from; {benefit} from; {result} from; {stem} from; {arise}
     from; {depend} on; {depend} upon; dependent on; dependent upon; contribution to; contributions to; {make} a reduction in;
     {make} an improvement in; {reflect} the intervention; {reflect} the treatment; {be} effective in; {be} effective against; {be} effective for; {be} efficacious;
     {be} effective at; efficacy of; benefit of; benefits of`,
  ),
];

/** Phrases that say two things go together, with no cause stated. */
export const correlationalPhrases: readonly RelationCueEntry[] = [
  ...entries(
    'correlational',
    'sumner-2014',
    `{associate} with; associated; association between; association of; association with; associations
     between; associations with; {link} to; {link} with; link between; links between;
     {correlate} with; {correlate} to; correlation between; correlation with; correlations
     between; {relate} to; relationship between; relationship with; relationships between;
     relation between; {predict}; predictor of; predictors of; predictive of; {covary} with;
     {co-vary} with; {co-move} with; {coincide} with; in step with; tied to;
     {correspond} with; {correspond} to; {track} with; inversely; positively associated;
     negatively associated; dose-response; {be} followed by; {be} accompanied by; more likely to;
     less likely to; more likely than; less likely than; most likely to; least likely to;
     {outperform}; {underperform}; {differ} between; {differ} across; {differ} by; difference
     between; differences between; difference in; differences in; difference; differences;
     different between; different across; different among; similar between; similar across;
     compared with; compared to; relative to; versus; {increase} with; {decrease} with; {rise} with; {fall} with; {decline} with;
     {vary} with; {scale} with; {grow} with; goes with; went with; go together; went together;
     {correlate}; {rise} after; {fall} after; {increase} after; {decrease} after; {decline}
     after; {drop} after; {improve} after; {worsen} after; risk factor for; risk factors for`,
  ),
];

/**
 * Comparisons that report a relation between groups or conditions ("higher among smokers",
 * "slower in the dual-task condition"): correlational. "More than 400 million" is a quantity,
 * not a comparison.
 */
export const comparatives: ReadonlySet<string> = new Set(
  `higher lower greater smaller larger bigger more fewer less faster slower better worse poorer
   richer longer shorter stronger weaker heavier lighter wider narrower deeper shallower steeper
   safer riskier healthier sicker cheaper costlier`
    .trim()
    .split(/\s+/),
);

/**
 * Superlatives: a comparison too ("were highest near the outlets"), but as often a choice of
 * method ("the highest dose"), so one only after a form of "be".
 */
export const superlatives: ReadonlySet<string> = new Set(
  `highest lowest greatest largest smallest fastest slowest strongest weakest best worst
   earliest latest longest shortest most least`
    .trim()
    .split(/\s+/),
);

/** Adjectives of "twice as high as", "half as likely": a comparison between "as" and "as". */
export const equativeAdjectives: ReadonlySet<string> = new Set(
  `high low large small likely common frequent fast slow great long short strong weak good bad
   many much`
    .trim()
    .split(/\s+/),
);

/**
 * Comparatives that are as often a time or an age ("as noted earlier", "older adults"): a
 * comparison only before "than" or after a word of degree ("a week earlier than", "slightly
 * later").
 */
export const comparativesWithThan: ReadonlySet<string> = new Set([
  'earlier',
  'later',
  'older',
  'younger',
]);

/**
 * Verbs that report a claim made in the clause after them ("we found that", "results show
 * that"): they neither hedge nor strengthen it.
 */
export const reportingVerbs: ReadonlySet<string> = new Set(
  `find show demonstrate reveal confirm establish observe report conclude note see argue
   document prove`
    .trim()
    .split(/\s+/),
);

/**
 * Nouns that name a relation, found with what they relate within a few words ("no significant
 * association was found between", "a strong correlation of dose with response"), or alone
 * unless they name something else ("members of the association").
 */
export const relationNouns: ReadonlySet<string> = new Set([
  'association',
  'associations',
  'correlation',
  'correlations',
  'relationship',
  'relationships',
  'link',
  'links',
]);

/**
 * Verbs of an aim or a method: a relation named as their object is studied, not claimed
 * ("we examined the effect of X", "to assess whether X is associated with Y").
 */
export const researchVerbs: ReadonlySet<string> = new Set(
  `examine assess test investigate quantify estimate explore evaluate study measure compare
   characterise characterize understand address analyse analyze model simulate identify
   determine ask aim seek`
    .trim()
    .split(/\s+/),
);

/** Words after which a relation is asked or denied, not stated: "whether X reduces Y". */
export const openQuestionWords: ReadonlySet<string> = new Set(['whether', 'if']);

/** "associated with, rather than caused," — the cue after these is the one set aside. */
export const setAsidePhrases: readonly string[] = ['rather than', 'instead of', 'not that'];
