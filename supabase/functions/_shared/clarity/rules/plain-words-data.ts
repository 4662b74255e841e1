import type { VerbForm } from '../../text/english/verb-forms.ts';
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
  /** Left alone when one of these comes within the next four words ("identify X as Y"). */
  notBeforeNear?: readonly string[];
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
  /** Rewritten only where a clause opens ("Therefore, we" → "So, we"; "is therefore small" stays). */
  onlyAtClauseStart?: true;
  /**
   * Rewritten only where a sentence opens, or after a semicolon: "and is, therefore, the most"
   * has a comma before it but no clause starts there.
   */
  onlyAtSentenceStart?: true;
  /** Rewritten only before a content word: an adjective before its noun ("a novel method"). */
  beforeContentWord?: true;
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
export const verb = entry('verb');
export const noun = entry('noun');
export const fixed = entry('fixed');

/**
 * Simpler words and phrases applied without asking: each keeps grammar and meaning in the
 * contexts we tested (plain-words-rule.test.ts). Entries that change meaning somewhere
 * ("indicate" → "show" strengthens a claim, "obtain" → "get" breaks "were obtained", "as a means
 * of" → "to" breaks "as a means of testing", "facilitate" → "ease" breaks "facilitate a better
 * understanding") stay notes. None adds or removes a negation: "whether or not" → "whether"
 * and "not many" → "few" would, and the fact lock would then report the engine's own edit as a
 * lost negation.
 */
/** What follows a preposition and never a verb's object alone: "regarding the budget". */
export const prepositionObjects = `the a an this that these those its their our his her my your any
  all each every how what whether which who why when where`.split(/\s+/);

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
  fixed('novel', 'new', 'associate', { beforeContentWord: true }),
  fixed('aforementioned', '', 'retext-simplify', { beforeContentWord: true }),
  // Connectives heading a sentence: "Furthermore, we" → "Also, we". ("Therefore," → "So," is
  // PLAIN's: FORMAL drops a leading "So," as chatty, which would lose the connective.)
  fixed('furthermore', 'also', 'retext-simplify', { onlyAtSentenceStart: true }),
  fixed('moreover', 'also', 'retext-simplify', { onlyAtSentenceStart: true }),
  fixed('additionally', 'also', 'retext-simplify', { onlyAtSentenceStart: true }),
  fixed('in addition', 'also', 'retext-simplify', { onlyAtSentenceStart: true, notBefore: ['to'] }),
  fixed('initially', 'first', 'nala-words', { atSentenceStart: 'at first' }),
  fixed('primarily', 'mainly', 'pec-a-z'),
  fixed('principally', 'mainly', 'pec-a-z'),
  fixed('predominantly', 'mainly', 'pec-a-z'),
  fixed('thereafter', 'after that', 'pec-a-z'),
  fixed('upon', 'on', 'pec-a-z', { notAfter: ['once'] }),
  fixed('currently', 'now', 'retext-simplify', { notAfter: ['the', 'a', 'an'] }),
  fixed('evident', 'clear', 'retext-simplify'),
  fixed('individuals', 'people', 'pec-a-z'),
  fixed('whilst', 'while', 'pec-a-z'),
  fixed('amongst', 'among', 'associate'),
  // As prepositions only: "regarding the budget", not "regarding it as settled".
  fixed('regarding', 'about', 'retext-simplify', {
    onlyBefore: prepositionObjects,
    atSentenceStart: 'as for',
  }),
  fixed('concerning', 'about', 'retext-simplify', {
    onlyBefore: prepositionObjects,
    atSentenceStart: 'as for',
  }),
  verb('attain', 'reach', 'retext-simplify'),
  verb('leverage', 'use', 'cdc-everyday-words', { alsoNoun: true }),
  verb('collaborate with', 'work with', 'nala-words'),
  verb('manufacture', 'make', 'pec-a-z', { alsoNoun: true }),
  // Only the past: "stood erect" is an adjective.
  verb('erect', 'build', 'pec-a-z', { forms: ['past', 'participle'] }),
  verb('rectify', 'fix', 'nala-words'),
  verb('verify', 'check', 'nala-words'),
  verb('identify', 'find', 'retext-simplify', { notBeforeNear: ['as', 'with'] }),
  verb('require', 'need', 'fplg-simple-words', { activeOnly: true, notBefore: ['that'] }),
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
