import { causalVerbForms } from './claim-lexicon.ts';
import type { SentenceClaim } from './claim-types.ts';

/**
 * Words that say a study observed rather than intervened (a cohort, a survey, an association):
 * a cause stated beside them is worth a second look (Sumner et al., 2014: causal language for
 * correlational findings). Words of an experiment say the opposite.
 */
const observationalWords = new Set(
  `cohort cohorts survey surveys surveyed questionnaire questionnaires observational
   cross-sectional case-control registry registries retrospective retrospectively longitudinal
   associated association associations correlated correlation correlations correlational
   self-reported census ecological`.split(/\s+/),
);
const experimentalWords = new Set(
  `randomised randomized randomly rct rcts trial trials placebo experiment experiments
   experimental knockout assigned manipulated`.split(/\s+/),
);

/** Verbs of a cause that lowers something, and of one that raises it. */
const lowering = new Set(
  `reduce decrease lower cut halve prevent protect diminish lessen shorten curb limit slow
   suppress inhibit alleviate mitigate attenuate impair weaken hinder hamper impede deplete`.split(
    /\s+/,
  ),
);
const raising = new Set(
  `increase raise boost double elevate enhance accelerate lengthen extend promote amplify
   strengthen stimulate`.split(/\s+/),
);

function suggestion(cue: string): string {
  const verb = causalVerbForms().get(cue.toLowerCase())?.verb;
  if (verb && lowering.has(verb)) return 'was associated with lower …';
  if (verb && raising.has(verb)) return 'was associated with higher …';
  if (verb === 'improve') return 'was associated with better …';
  if (verb === 'worsen') return 'was associated with worse …';
  return 'was associated with …';
}

const wordsOf = (claim: SentenceClaim) =>
  claim.sentence.text
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter(Boolean);

/** At most this many CLAIM notes: the writer reads the first and knows what to look for. */
const mostNotes = 3;

/**
 * Notes on the writer's own claims, never a rewrite: a cause stated (unhedged) in a sentence
 * that, with its neighbours, reads as an observational finding, and no word of an experiment:
 * `CLAIM: "reduces" states a cause; if the design was observational, "was associated with lower
 * …" says what the data show`.
 */
export function claimNotes(claims: readonly SentenceClaim[]): string[] {
  const words = claims.map((claim) => wordsOf(claim));
  const notes: string[] = [];
  claims.forEach((claim, index) => {
    if (notes.length >= mostNotes || claim.strength !== 'causal' || !claim.cue) return;
    const nearby = [words[index - 1] ?? [], words[index]!, words[index + 1] ?? []].flat();
    if (nearby.some((word) => experimentalWords.has(word))) return;
    if (!nearby.some((word) => observationalWords.has(word))) return;
    const cue = claim.cue.text;
    notes.push(
      `CLAIM: "${cue}" states a cause; if the design was observational, "${suggestion(cue)}" says what the data show`,
    );
  });
  return notes;
}
