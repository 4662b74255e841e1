import type { VerbForm } from '../english/verb-forms.ts';
import type { RuleSourceId } from './rule-sources.ts';

/**
 * One simpler-word entry. `verb` entries match every inflection of `from` and answer in the
 * same one ("utilized" → "used", "ascertaining" → "finding out"); `noun` entries match the
 * singular and plural; `fixed` entries match as written.
 */
export interface PlainWordEntry {
  from: string;
  to: string;
  kind: 'verb' | 'noun' | 'fixed';
  source: RuleSourceId;
  /** Also a noun ("an attempt", "the purchase"): left alone after a determiner or preposition. */
  alsoNoun?: true;
  /** Only these forms are rewritten. */
  forms?: readonly VerbForm[];
  /** The replacement after "a", "the", "this"… ("an additional" → "an extra"). */
  afterDeterminer?: string;
  /** The replacement when the phrase opens a sentence ("With regard to X," → "As for X,"). */
  atSentenceStart?: string;
  /** Left alone when the next word is one of these. */
  notBefore?: readonly string[];
  /** Rewritten only when the next word is one of these. */
  onlyBefore?: readonly string[];
  /** Left alone when the word before is one of these. */
  notAfter?: readonly string[];
  /** Rewritten only when the word before is one of these. */
  onlyAfter?: readonly string[];
  /**
   * Not rewritten as a participle: "we maintained the cells" → "kept", but "the effect is
   * maintained" means it lasts, which "is kept" does not say.
   */
  activeOnly?: true;
  /** Left alone at the head of a sentence ("A total of 96 participants took part"). */
  notAtSentenceStart?: true;
  /** Rewritten only before an "-ing" word ("are in the process of revising"). */
  beforeGerund?: true;
}

type Options = Omit<PlainWordEntry, 'from' | 'to' | 'kind' | 'source'>;
const entry =
  (kind: PlainWordEntry['kind']) =>
  (from: string, to: string, source: RuleSourceId, options: Options = {}): PlainWordEntry => ({
    from,
    to,
    kind,
    source,
    ...options,
  });
const verb = entry('verb');
const noun = entry('noun');
const fixed = entry('fixed');

const modalsAndTo = [
  'to',
  'will',
  'would',
  'shall',
  'should',
  'can',
  'could',
  'may',
  'might',
  'must',
];

/**
 * Simpler words and phrases applied without asking: each keeps grammar and meaning in the
 * contexts we tested (plain-words-rule.test.ts). Entries that change meaning somewhere
 * ("indicate" → "show" strengthens a claim, "obtain" → "get" breaks "were obtained", "as a means
 * of" → "to" breaks "as a means of testing", "facilitate" → "ease" breaks "facilitate a better
 * understanding") stay notes. None adds or removes a negation: "whether or not" → "whether"
 * and "not many" → "few" would, and the fact lock would then report the engine's own edit as a
 * lost negation.
 */
export const plainWordEntries: readonly PlainWordEntry[] = [
  // Verbs, every inflection.
  verb('utilize', 'use', 'fplg-simple-words'),
  verb('utilise', 'use', 'retext-simplify'),
  verb('commence', 'start', 'fplg-simple-words'),
  verb('terminate', 'end', 'fplg-simple-words'),
  verb('endeavor', 'try', 'fplg-simple-words', { alsoNoun: true }),
  verb('endeavour', 'try', 'fplg-simple-words', { alsoNoun: true }),
  verb('ascertain', 'find out', 'fplg-simple-words'),
  verb('demonstrate', 'show', 'fplg-simple-words'),
  verb('modify', 'change', 'fplg-simple-words'),
  verb('transmit', 'send', 'fplg-simple-words'),
  verb('relocate', 'move', 'fplg-simple-words'),
  verb('assist', 'help', 'fplg-simple-words'),
  verb('initiate', 'start', 'fplg-simple-words'),
  verb('finalize', 'finish', 'fplg-simple-words'),
  verb('finalise', 'finish', 'retext-simplify'),
  verb('consolidate', 'combine', 'fplg-simple-words'),
  verb('possess', 'have', 'fplg-simple-words'),
  verb('retain', 'keep', 'fplg-simple-words'),
  verb('reside', 'live', 'fplg-simple-words'),
  verb('notify', 'tell', 'fplg-simple-words'),
  verb('solicit', 'ask for', 'fplg-simple-words'),
  verb('expedite', 'speed up', 'fplg-simple-words'),
  verb('expend', 'spend', 'fplg-simple-words'),
  verb('participate', 'take part', 'fplg-simple-words'),
  verb('preclude', 'prevent', 'fplg-simple-words'),
  verb('anticipate', 'expect', 'fplg-simple-words'),
  verb('attempt', 'try', 'fplg-simple-words', { alsoNoun: true }),
  verb('discontinue', 'stop', 'fplg-simple-words'),
  verb('deem', 'consider', 'fplg-simple-words'),
  verb('necessitate', 'need', 'fplg-simple-words'),
  verb('comply with', 'follow', 'fplg-simple-words'),
  verb('purchase', 'buy', 'fplg-simple-words', { alsoNoun: true }),
  verb('exhibit', 'show', 'fplg-simple-words', { alsoNoun: true, forms: ['past', 'gerund'] }),
  verb('maintain', 'keep', 'fplg-simple-words', { notBefore: ['that'], activeOnly: true }),
  verb('ensure', 'make sure', 'fplg-simple-words', { onlyBefore: ['that'] }),
  verb('elucidate', 'explain', 'retext-simplify'),
  verb('alleviate', 'ease', 'retext-simplify'),
  verb('ameliorate', 'improve', 'retext-simplify'),
  verb('accentuate', 'stress', 'retext-simplify'),
  verb('acquiesce', 'agree', 'retext-simplify'),
  verb('accede to', 'agree to', 'retext-simplify'),
  verb('bestow', 'give', 'retext-simplify'),
  verb('cease', 'stop', 'retext-simplify', { notBefore: ['to'] }),
  verb('strategize', 'plan', 'retext-simplify'),
  verb('strategise', 'plan', 'retext-simplify'),
  verb('transpire', 'happen', 'retext-simplify'),
  verb('refer back', 'refer', 'retext-simplify'),
  verb('successfully complete', 'complete', 'retext-simplify'),
  verb('adversely impact', 'hurt', 'retext-simplify'),
  fixed('impacted', 'affected', 'fplg-simple-words', { notAfter: ['an', 'the'] }),
  // Nouns, singular and plural.
  noun('methodology', 'method', 'fplg-simple-words'),
  noun('capability', 'ability', 'retext-simplify'),
  noun('portion', 'part', 'fplg-simple-words'),
  fixed('utilization', 'use', 'fplg-simple-words'),
  fixed('utilisation', 'use', 'retext-simplify'),
  fixed('remainder', 'rest', 'fplg-simple-words'),
  fixed('inception', 'start', 'fplg-simple-words'),
  fixed('proficiency', 'skill', 'fplg-simple-words'),
  fixed('remuneration', 'payment', 'fplg-simple-words'),
  fixed('particulars', 'details', 'retext-simplify'),
  fixed('equipments', 'equipment', 'fplg-simple-words'),
  fixed('assistance', 'help', 'fplg-simple-words'),
  // Adjectives and adverbs.
  fixed('numerous', 'many', 'fplg-simple-words'),
  fixed('sufficient', 'enough', 'fplg-simple-words', { notAfter: ['a', 'an', 'the', 'and', 'or'] }),
  fixed('additional', 'more', 'fplg-simple-words', { afterDeterminer: 'extra' }),
  fixed('previous', 'earlier', 'fplg-simple-words'),
  fixed('subsequent', 'later', 'fplg-simple-words'),
  fixed('subsequently', 'later', 'fplg-simple-words'),
  fixed('frequently', 'often', 'fplg-simple-words'),
  fixed('initial', 'first', 'fplg-simple-words'),
  fixed('approximately', 'about', 'associate'),
  fixed('advantageous', 'helpful', 'fplg-simple-words'),
  fixed('equitable', 'fair', 'fplg-simple-words'),
  fixed('expeditious', 'quick', 'fplg-simple-words'),
  fixed('exclusively', 'only', 'retext-simplify'),
  fixed('practicable', 'practical', 'retext-simplify'),
  fixed('belated', 'late', 'retext-simplify'),
  fixed('heretofore', 'until now', 'fplg-simple-words'),
  fixed('herein', 'here', 'fplg-simple-words'),
  fixed('readily apparent', 'clear', 'retext-simplify'),
  fixed('already existing', 'existing', 'retext-simplify'),
  fixed('various different', 'various', 'retext-simplify'),
  fixed('honest truth', 'truth', 'retext-simplify'),
  fixed('one particular', 'one', 'retext-simplify'),
  fixed('factual evidence', 'evidence', 'retext-simplify'),
];

/** Wordy phrases and the shorter words that say the same. */
export const plainPhraseEntries: readonly PlainWordEntry[] = [
  fixed('a number of', 'several', 'fplg-concise'),
  fixed('a sufficient number of', 'enough', 'fplg-concise'),
  fixed('an adequate number of', 'enough', 'associate'),
  fixed('a large number of', 'many', 'associate'),
  fixed('a small number of', 'a few', 'associate'),
  fixed('a great deal of', 'much', 'associate'),
  // "we recruited a total of 48 adults" → "48 adults"; a sentence may not open with a numeral.
  fixed('a total of', '', 'associate', { notAtSentenceStart: true }),
  fixed('the majority of', 'most', 'too-wordy'),
  fixed('the vast majority of', 'most', 'too-wordy'),
  fixed('a majority of', 'most', 'too-wordy'),
  fixed('at this point in time', 'now', 'fplg-concise'),
  fixed('at that point in time', 'then', 'associate'),
  fixed('at the present time', 'now', 'fplg-simple-words'),
  fixed('at this time', 'now', 'retext-simplify', {
    notBefore: ['of', 'last', 'next', 'tomorrow', 'yesterday', 'on'],
  }),
  fixed('at all times', 'always', 'associate'),
  fixed('at an early date', 'soon', 'associate'),
  fixed('is able to', 'can', 'fplg-concise'),
  fixed('are able to', 'can', 'fplg-concise'),
  fixed('am able to', 'can', 'fplg-concise'),
  fixed('has the ability to', 'can', 'associate'),
  fixed('have the ability to', 'can', 'associate', { notAfter: modalsAndTo }),
  fixed('on a monthly basis', 'monthly', 'fplg-concise'),
  fixed('on a daily basis', 'daily', 'associate'),
  fixed('on a weekly basis', 'weekly', 'associate'),
  fixed('on a yearly basis', 'yearly', 'associate'),
  fixed('on an annual basis', 'annually', 'associate'),
  fixed('on a regular basis', 'regularly', 'fplg-simple-words'),
  fixed('on the ground that', 'because', 'fplg-concise'),
  fixed('on the grounds that', 'because', 'fplg-concise'),
  fixed('in order to', 'to', 'fplg-concise'),
  fixed('in order for', 'for', 'retext-simplify'),
  fixed('in order that', 'so that', 'retext-simplify'),
  fixed('so as to', 'to', 'associate'),
  fixed('because of the fact that', 'because', 'retext-simplify'),
  fixed('due to the fact that', 'because', 'fplg-simple-words'),
  fixed('owing to the fact that', 'because', 'retext-simplify'),
  fixed('in light of the fact that', 'because', 'retext-simplify'),
  fixed('in view of the fact that', 'because', 'too-wordy'),
  fixed('on account of the fact that', 'because', 'associate'),
  fixed('despite the fact that', 'although', 'associate'),
  fixed('in spite of the fact that', 'although', 'associate'),
  fixed('regardless of the fact that', 'although', 'associate'),
  fixed('notwithstanding the fact that', 'although', 'associate'),
  fixed('in spite of', 'despite', 'associate'),
  fixed('prior to', 'before', 'fplg-simple-words'),
  fixed('previous to', 'before', 'too-wordy'),
  fixed('subsequent to', 'after', 'fplg-simple-words'),
  fixed('pursuant to', 'under', 'fplg-simple-words'),
  fixed('in accordance with', 'following', 'fplg-simple-words'),
  fixed('in the event that', 'if', 'too-wordy'),
  fixed('with regard to', 'about', 'fplg-simple-words', { atSentenceStart: 'as for' }),
  fixed('in regard to', 'about', 'fplg-simple-words', { atSentenceStart: 'as for' }),
  fixed('with reference to', 'about', 'fplg-simple-words', { atSentenceStart: 'as for' }),
  fixed('pertaining to', 'about', 'fplg-simple-words'),
  fixed('as to whether', 'whether', 'too-wordy'),
  fixed('for the purpose of', 'for', 'retext-simplify'),
  fixed('for the duration of', 'during', 'too-wordy'),
  fixed('during the course of', 'during', 'too-wordy'),
  fixed('in the course of', 'during', 'too-wordy'),
  fixed('during the period of', 'during', 'fplg-simple-words'),
  fixed('for a period of', 'for', 'fplg-simple-words'),
  fixed('in a timely manner', 'promptly', 'fplg-simple-words'),
  fixed('in an effort to', 'to', 'fplg-simple-words'),
  fixed('in excess of', 'more than', 'retext-simplify'),
  fixed('in all likelihood', 'probably', 'retext-simplify'),
  fixed('at your earliest convenience', 'soon', 'associate'),
  fixed('provide us with', 'give us', 'associate'),
  fixed('provide me with', 'give me', 'associate'),
  fixed('over a period of', 'over', 'associate'),
  fixed('a minimum of', 'at least', 'associate'),
  fixed('a maximum of', 'at most', 'associate'),
  fixed('in such a way as to', 'to', 'associate'),
  fixed('in lieu of', 'instead of', 'fplg-simple-words'),
  fixed('in the near future', 'soon', 'fplg-simple-words'),
  fixed('sooner rather than later', 'soon', 'too-wordy'),
  fixed('in the vicinity of', 'near', 'associate'),
  fixed('in close proximity to', 'near', 'retext-simplify'),
  fixed('until such time as', 'until', 'fplg-simple-words'),
  fixed('with the exception of', 'except for', 'fplg-simple-words'),
  fixed('set forth in', 'in', 'fplg-simple-words'),
  fixed('in the amount of', 'for', 'fplg-simple-words'),
  fixed('by means of', 'by', 'fplg-simple-words'),
  fixed('by virtue of', 'by', 'retext-simplify'),
  fixed('along the lines of', 'like', 'retext-simplify'),
  fixed('in this day and age', 'today', 'retext-simplify'),
  fixed('in between', 'between', 'retext-simplify'),
  fixed('all of the', 'all the', 'retext-simplify'),
  fixed('off of', 'off', 'too-wordy'),
  fixed('outside of', 'outside', 'too-wordy'),
  fixed('as per', 'per', 'too-wordy'),
  fixed('as of yet', 'yet', 'retext-simplify'),
  fixed('in the process of', '', 'fplg-simple-words', {
    onlyAfter: ['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being'],
    beforeGerund: true,
  }),
  fixed('the month of', '', 'retext-simplify', {
    onlyBefore: `january february march april may june july august september october november
      december`.split(/\s+/),
  }),
];
