import type { RuleSourceId } from './rule-sources.ts';

/**
 * A verb hidden in a noun: a light verb ("make", "conduct", "carry out"), an article, the noun,
 * and perhaps a preposition the verb does not need ("conduct an analysis of the data" →
 * "analyze the data"). The light verb's tense and person carry over to the verb.
 */
export interface HiddenVerbEntry {
  /** The verb to write, base form, American spelling. */
  verb: string;
  /** The noun as written, singular and plural. */
  nouns: readonly string[];
  /** Bases of the light verbs that hide it; phrasal ones as two words ("carry out"). */
  lightVerbs: readonly string[];
  /** What may stand between light verb and noun; "" for nothing. Default: a, an, the, "". */
  articles?: readonly string[];
  /** Prepositions after the noun that the verb drops ("analysis of X" → "analyze X"). */
  object?: readonly string[];
  /** Only rewritten when one of `object` follows: "conducted an analysis." alone stays. */
  objectRequired?: true;
  source: RuleSourceId;
}

const doing = ['conduct', 'perform', 'carry out', 'do', 'undertake', 'complete', 'run'];
const giving = ['provide', 'give', 'offer'];

const hidden = (
  verb: string,
  nouns: string,
  lightVerbs: readonly string[],
  source: RuleSourceId,
  options: Partial<Pick<HiddenVerbEntry, 'articles' | 'object' | 'objectRequired'>> = {},
): HiddenVerbEntry => ({ verb, nouns: nouns.split(' '), lightVerbs, source, ...options });

const ofRequired = { object: ['of'], objectRequired: true as const };
const toRequired = { object: ['to'], objectRequired: true as const };

/**
 * Entries from the guidelines' examples ("make an application" → "apply", "carry out a review
 * of" → "review", "gain an understanding of" → "understand", "make the payment of" → "pay",
 * "undertake the calculation of" → "calculate") and, marked `associate`, the same pattern for
 * the nouns research writing hides its verbs in.
 */
export const hiddenVerbEntries: readonly HiddenVerbEntry[] = [
  hidden(
    'decide',
    'decision decisions',
    ['make', 'reach', 'take', 'come to', 'arrive at'],
    'fplg-hidden-verbs',
  ),
  hidden('apply', 'application applications', ['make', 'submit'], 'fplg-hidden-verbs'),
  hidden('review', 'review reviews', [...doing], 'fplg-hidden-verbs', ofRequired),
  hidden(
    'understand',
    'understanding',
    ['gain', 'have', 'develop', 'get'],
    'fplg-hidden-verbs',
    ofRequired,
  ),
  hidden('pay', 'payment payments', ['make'], 'fplg-hidden-verbs', { object: ['of'] }),
  hidden(
    'calculate',
    'calculation calculations',
    [...doing, 'make'],
    'fplg-hidden-verbs',
    ofRequired,
  ),
  hidden('analyze', 'analysis analyses', [...doing], 'associate', ofRequired),
  hidden('assess', 'assessment assessments', [...doing, 'make'], 'associate', ofRequired),
  hidden('evaluate', 'evaluation evaluations', [...doing], 'associate', ofRequired),
  hidden('examine', 'examination examinations', [...doing, 'make'], 'associate', ofRequired),
  hidden('investigate', 'investigation investigations', [...doing, 'launch'], 'associate', {
    object: ['of', 'into'],
    objectRequired: true,
  }),
  hidden('compare', 'comparison comparisons', [...doing, 'make', 'draw'], 'associate', {
    object: ['of', 'between'],
    objectRequired: true,
  }),
  hidden(
    'measure',
    'measurement measurements',
    ['take', 'make', 'perform'],
    'associate',
    ofRequired,
  ),
  hidden('estimate', 'estimate estimates', ['make', 'produce'], 'associate', ofRequired),
  hidden('audit', 'audit audits', [...doing], 'associate', ofRequired),
  hidden('survey', 'survey', ['conduct', 'carry out', 'do'], 'associate', ofRequired),
  hidden('inspect', 'inspection inspections', [...doing], 'associate', ofRequired),
  hidden('summarize', 'summary', [...giving, 'write'], 'associate', ofRequired),
  hidden('describe', 'description descriptions', giving, 'associate', { object: ['of'] }),
  hidden('explain', 'explanation explanations', giving, 'associate', { object: ['of', 'for'] }),
  hidden('confirm', 'confirmation', giving, 'associate', { object: ['of'] }),
  hidden('help', 'assistance help', [...giving, 'render'], 'fplg-hidden-verbs', { object: ['to'] }),
  hidden('consider', 'consideration', ['give'], 'fplg-hidden-verbs', {
    articles: [''],
    object: ['to'],
    objectRequired: true,
  }),
  hidden('reduce', 'reduction reductions', ['make', 'achieve'], 'associate', {
    object: ['in', 'of'],
    objectRequired: true,
  }),
  hidden('recommend', 'recommendation recommendations', ['make'], 'associate'),
  hidden('suggest', 'suggestion suggestions', ['make', 'offer'], 'associate'),
  hidden('determine', 'determination', ['make'], 'associate', { object: ['of'] }),
  hidden('conclude', 'conclusion', ['reach', 'come to', 'draw', 'arrive at'], 'associate'),
  hidden('agree', 'agreement', ['reach', 'come to'], 'associate', { articles: ['an', 'the', ''] }),
  hidden('adjust', 'adjustment adjustments', ['make'], 'associate', { object: ['to'] }),
  hidden('change', 'modification modifications', ['make'], 'retext-simplify', toRequired),
  hidden('change', 'change changes', ['make'], 'associate', toRequired),
  hidden('improve', 'improvement improvements', ['make'], 'associate', toRequired),
  hidden('act', 'action', ['take'], 'fplg-hidden-verbs', { articles: [''] }),
  hidden('use', 'use', ['make'], 'associate', { articles: [''], ...ofRequired }),
  hidden('refer', 'reference', ['make'], 'associate', { articles: [''] }),
  hidden('try', 'effort attempt', ['make'], 'too-wordy', { articles: ['an'] }),
  hidden('tend', 'tendency', ['have', 'show'], 'too-wordy', { articles: ['a'] }),
  hidden('need', 'requirement', ['have'], 'retext-simplify', {
    articles: ['a', ''],
    object: ['for'],
    objectRequired: true,
  }),
  hidden('affect', 'impact effect', ['have'], 'associate', {
    articles: ['an'],
    object: ['on', 'upon'],
    objectRequired: true,
  }),
  hidden('contribute', 'contribution contributions', ['make'], 'associate'),
  hidden('propose', 'proposal', ['make'], 'associate', { articles: ['a'] }),
  hidden('prepare', 'preparation preparations', ['make'], 'associate', { articles: [''] }),
  hidden('emphasize', 'emphasis', ['put', 'place', 'lay'], 'associate', {
    articles: [''],
    object: ['on'],
    objectRequired: true,
  }),
  hidden('indicate', 'indication', ['give', 'provide'], 'associate', ofRequired),
  hidden('distinguish', 'distinction', ['make', 'draw'], 'associate', { articles: ['a'] }),
  hidden('choose', 'choice', ['make'], 'associate', { articles: ['a', 'the'] }),
  hidden('look', 'look', ['take', 'have'], 'associate', { articles: ['a'] }),
  hidden('approve', 'approval', ['give', 'grant'], 'associate', {
    articles: ['', 'the', 'its', 'their'],
    object: ['for', 'to', 'of'],
    objectRequired: true,
  }),
  hidden('comment', 'comment comments', ['make'], 'associate', { articles: ['a', ''] }),
  hidden('announce', 'announcement', ['make'], 'associate', { articles: ['an', 'the'] }),
  hidden('respond', 'response', ['give', 'provide', 'send'], 'associate', { articles: ['a'] }),
  hidden('discuss', 'discussion discussions', ['have', 'hold'], 'associate', {
    object: ['about', 'of', 'on'],
    objectRequired: true,
  }),
  hidden('comply with', 'compliance', ['achieve'], 'fplg-hidden-verbs', {
    articles: [''],
    object: ['with'],
    objectRequired: true,
  }),
];

/**
 * "be" + adjective or noun phrase for what one verb says ("is dependent on" → "depends on",
 * "were in compliance with" → "complied with"); the form of "be" sets the verb's form.
 */
export interface BePhraseEntry {
  phrase: string;
  verb: string;
  source: RuleSourceId;
}

export const bePhraseEntries: readonly BePhraseEntry[] = [
  { phrase: 'applicable to', verb: 'apply to', source: 'retext-simplify' },
  { phrase: 'in consonance with', verb: 'agree with', source: 'retext-simplify' },
  { phrase: 'in need of', verb: 'need', source: 'too-wordy' },
  { phrase: 'in compliance with', verb: 'comply with', source: 'associate' },
  { phrase: 'dependent on', verb: 'depend on', source: 'associate' },
  { phrase: 'dependent upon', verb: 'depend on', source: 'associate' },
  { phrase: 'in agreement with', verb: 'agree with', source: 'associate' },
  { phrase: 'of the opinion that', verb: 'believe that', source: 'associate' },
  { phrase: 'indicative of', verb: 'indicate', source: 'associate' },
  { phrase: 'suggestive of', verb: 'suggest', source: 'associate' },
  { phrase: 'supportive of', verb: 'support', source: 'associate' },
  { phrase: 'reflective of', verb: 'reflect', source: 'associate' },
  { phrase: 'in possession of', verb: 'have', source: 'associate' },
  { phrase: 'desirous of', verb: 'want', source: 'associate' },
  { phrase: 'of assistance', verb: 'help', source: 'associate' },
  { phrase: 'in attendance at', verb: 'attend', source: 'associate' },
  { phrase: 'hopeful that', verb: 'hope that', source: 'associate' },
  { phrase: 'appreciative of', verb: 'appreciate', source: 'associate' },
  { phrase: 'cognizant of', verb: 'know', source: 'associate' },
];
