import { words } from '../../text/english/word-classes.ts';
import { drop, type WordConditions, type WordTable } from './word-rules.ts';

/**
 * Words at the end of their scale: degree words before them repeat what they say (Strunk &
 * White on "very"; Garner's "uncomparable adjectives"; the guidelines' "absolutely essential").
 */
const absoluteWords = words(`
  unique essential vital crucial indispensable fundamental perfect complete entire total
  absolute impossible infinite identical unanimous universal final fatal ideal unprecedented
  invaluable excellent outstanding superb brilliant fantastic wonderful amazing marvellous
  marvelous awful terrible horrible dreadful appalling delighted thrilled furious exhausted
  astonished unacceptable unnecessary irrelevant useless pointless obvious true false correct
  wrong right new novel unexpected unforeseen
`);

/**
 * Words for the writer's own attitude, thanks or judgement of worth: emphasis on them is
 * rhetoric, the statement is the same without it ("We are very grateful" says "We are grateful").
 */
const attitudeWords = words(`
  grateful thankful appreciative pleased glad happy honoured honored proud excited keen eager
  sorry sad disappointed concerned worried surprised impressed interested helpful useful
  valuable important interesting exciting encouraging promising good great nice kind generous
  thoughtful insightful constructive thorough detailed careful welcome relevant productive
  rewarding enjoyable difficult hard easy challenging serious committed dedicated motivated
  supportive informative instructive stimulating appreciated fortunate lucky
`);

/** Verbs of attitude or of an absolute act: "really appreciate" says "appreciate". */
const attitudeVerbs = words(`
  appreciate value welcome enjoy like love hope believe agree disagree understand support need
  want wish recommend accept reject eliminate ignore forget finish
`);

const absoluteOrAttitude = new Set([...absoluteWords, ...attitudeWords]);
const claimSurvives: WordConditions = { notAfterNegation: true, notAfter: ['hardly'] };
/** Dropped before a word at the end of its scale or for the writer's attitude. */
const degree: WordConditions = { ...claimSurvives, onlyBefore: absoluteOrAttitude };
/** …and before a verb of attitude or of an absolute act. */
const degreeOrVerb: WordConditions = { ...degree, orBeforeVerbOf: attitudeVerbs };
/** A filler that sets no degree: dropped before any word, and heading a sentence with its comma. */
const filler: WordConditions = { ...claimSurvives, beforeWord: true, withComma: 'opening' };

/**
 * Intensifiers that add emphasis without meaning, dropped only where the sentence's claim
 * survives without them:
 * - before a word that is already at the end of its scale ("absolutely essential", "truly
 *   unique", "totally unacceptable"): there is no degree left to add;
 * - before a word for the writer's own attitude or thanks ("very grateful", "a really helpful
 *   comment", "extremely useful"): the emphasis is rhetoric, the statement stands;
 * - some also before a verb of attitude or of an absolute act ("really appreciate", "totally
 *   agree", "completely eliminate");
 * - fillers that set no degree at all ("basically", "literally").
 * Everywhere else the degree is the claim and the word stays: "very few", "very little",
 * "extremely rare", "very large", "extremely competitive", "particularly strong among adults".
 * After a negation every modifier is kept: "not very large" is not "not large".
 */
export const modifiers: WordTable = {
  reason: 'it adds emphasis without meaning',
  summary:
    'an intensifier only where the claim survives without it: before a word already at the end of its scale ("absolutely essential", "truly unique"), a word for the writer\'s own attitude or thanks ("very grateful", "extremely useful"), or, for "really", "totally", "completely", "absolutely", "truly", a verb of attitude ("really appreciate"); "basically" and "literally" anywhere',
  rules: [
    drop('very', 'fplg-modifiers', degree),
    drop('really', 'fplg-modifiers', { ...degreeOrVerb, withComma: 'opening' }),
    drop('totally', 'fplg-modifiers', degreeOrVerb),
    drop('completely', 'fplg-modifiers', degreeOrVerb),
    // A downtoner in British English ("quite good" is "fairly good"): only before an absolute.
    drop('quite', 'fplg-modifiers', { ...claimSurvives, onlyBefore: absoluteWords }),
    drop('absolutely', 'fplg-modifiers', degreeOrVerb),
    // It compares ("particularly strong among adults"): only before the writer's attitude.
    drop('particularly', 'fplg-modifiers', { ...claimSurvives, onlyBefore: attitudeWords }),
    drop('basically', 'fplg-modifiers', filler),
    drop('literally', 'retext-simplify', filler),
    drop('extremely', 'fillers', degree),
    drop('truly', 'fillers', degreeOrVerb),
  ],
};
