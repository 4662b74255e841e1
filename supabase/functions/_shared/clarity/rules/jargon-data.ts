import { matchEdits, type Proposal } from './rule-family.ts';
import { noun, swap, verb, type WordRule } from './word-rules.ts';

/**
 * PLAIN's everyday words, for a reader outside the field: jargon and long words a specialist
 * reads without a pause and a non-specialist stops at. Applied on top of the default simpler
 * words (plain-words-data.ts), only where the swap keeps the grammar and the claim. Terms that
 * are facts of the message (a gene, a measure, a method's name) are never on this list; the
 * words left are named in a note instead. Entries that change meaning somewhere stay out:
 * "employ" also means "hire", "validate" and "characterize" name lab procedures, "robust" and
 * "prior" are statistical terms, "viable" means "alive" in a cell culture, "constitute" is not
 * "make up" in "constitutes a risk".
 */
export const jargonEntries: readonly WordRule[] = [
  verb('implement', 'carry out', 'retext-simplify'),
  verb('ideate', 'think of', 'cdc-everyday-words'),
  verb('operationalize', 'put in place', 'cdc-everyday-words'),
  verb('operationalise', 'put in place', 'cdc-everyday-words'),
  verb('detect', 'find', 'cdc-everyday-words'),
  verb('seek', 'look for', 'cdc-everyday-words', { notBefore: ['to'] }),
  verb('obtain', 'get', 'retext-simplify', { activeOnly: true }),
  verb('acquire', 'get', 'retext-simplify', { activeOnly: true }),
  verb('procure', 'get', 'retext-simplify', { activeOnly: true }),
  verb('prioritize', 'focus on', 'retext-simplify'),
  verb('prioritise', 'focus on', 'retext-simplify'),
  verb('disseminate', 'share', 'associate'),
  verb('quantify', 'measure', 'associate'),
  verb('investigate', 'study', 'associate'),
  verb('administer', 'give', 'associate'),
  verb('collaborate', 'work together', 'associate'),
  verb('exacerbate', 'worsen', 'associate'),
  verb('mitigate', 'reduce', 'associate'),
  verb('minimize', 'reduce', 'associate'),
  verb('minimise', 'reduce', 'associate'),
  verb('optimize', 'improve', 'associate'),
  verb('optimise', 'improve', 'associate'),
  verb('eliminate', 'remove', 'associate'),
  verb('enumerate', 'list', 'associate'),
  verb('comprehend', 'understand', 'associate'),
  verb('attain', 'reach', 'associate'),
  noun('objective', 'aim', 'retext-simplify', {
    onlyBefore: ['is', 'was', 'are', 'were', 'of', 'will', ''],
  }),
  noun('outcome', 'result', 'cdc-everyday-words'),
  noun('component', 'part', 'retext-simplify'),
  // "An order of magnitude" is a measure, not a size.
  noun('magnitude', 'size', 'retext-simplify', { notAfter: ['of'] }),
  noun('cohort', 'group', 'associate', { notBefore: ['study', 'studies'] }),
  noun('paradigm', 'model', 'associate'),
  noun('ramification', 'effect', 'associate'),
  noun('indication', 'sign', 'retext-simplify', { onlyBefore: ['that', 'of'] }),
  noun('investigation', 'study', 'associate'),
  swap('heterogeneity', 'variation', 'associate'),
  swap('expertise', 'skill', 'retext-simplify'),
  swap('dissemination', 'sharing', 'associate'),
  swap('proliferation', 'growth', 'associate'),
  swap('optimization', 'improvement', 'associate'),
  swap('optimisation', 'improvement', 'associate'),
  swap('optimal', 'best', 'cdc-everyday-words', { beforeContentWord: true }),
  swap('optimum', 'best', 'retext-simplify', { beforeContentWord: true }),
  swap('heterogeneous', 'mixed', 'associate'),
  swap('homogeneous', 'uniform', 'associate'),
  swap('preliminary', 'early', 'associate', { beforeContentWord: true }),
  swap('feasible', 'possible', 'associate'),
  swap('ubiquitous', 'common', 'associate'),
  swap('salient', 'key', 'associate', { beforeContentWord: true }),
  swap('inter alia', 'among others', 'associate'),
];

/** Latin abbreviations a reader outside academia may not know, and their English. */
const latinAbbreviations: readonly { pattern: RegExp; english: string }[] = [
  { pattern: /(?<![\p{L}.])e\.\s?g\.(?=[\s,])/gu, english: 'for example' },
  { pattern: /(?<![\p{L}.])i\.\s?e\.(?=[\s,])/gu, english: 'that is' },
];

/**
 * "e.g." → "for example", "i.e." → "that is", where `keep` takes the match (the protected-span
 * pattern for paths skips them).
 */
export const latinEdits = (
  text: string,
  reason: string,
  keep?: (match: RegExpExecArray) => boolean,
): Proposal[] =>
  latinAbbreviations.flatMap(({ pattern, english }) =>
    matchEdits(text, pattern, { replacement: english, reason }, keep),
  );
