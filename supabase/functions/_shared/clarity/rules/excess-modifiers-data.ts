import type { RuleSourceId } from './rule-sources.ts';

/**
 * Intensifiers that add emphasis without meaning, dropped only where the sentence's claim
 * survives without them:
 * - before a word that is already at the end of its scale ("absolutely essential", "truly
 *   unique", "totally unacceptable"): there is no degree left to add;
 * - before a word for the writer's own attitude or thanks ("very grateful", "a really helpful
 *   comment", "extremely useful"): the emphasis is rhetoric, the statement stands;
 * - `verbs`: before a verb of attitude or of an absolute act ("really appreciate", "totally
 *   agree", "completely eliminate");
 * - `anyWord` fillers that set no degree at all ("basically", "literally").
 * Everywhere else the degree is the claim and the word stays: "very few", "very little",
 * "extremely rare", "very large", "extremely competitive", "particularly strong among adults".
 * After a negation every modifier is kept: "not very large" is not "not large".
 */
export interface ModifierEntry {
  word: string;
  /** A filler: dropped before any word. */
  anyWord?: true;
  /**
   * Before which words it is dropped: absolute ones, the writer's attitude, or both (default).
   * "quite" is a downtoner in British English ("quite good" is "fairly good"), so it goes only
   * before an absolute ("quite right"); "particularly" compares ("particularly strong among
   * adults"), so it goes only before the writer's attitude ("particularly grateful").
   */
  before?: 'absolute' | 'attitude';
  /** Also dropped before a verb of attitude or of an absolute act. */
  verbs?: true;
  /** Also dropped at the head of a sentence with its comma ("Basically, …"). */
  opensSentence?: true;
  source: RuleSourceId;
}

const words = (list: string) => new Set(list.trim().split(/\s+/));

/**
 * Words at the end of their scale: degree words before them repeat what they say (Strunk &
 * White on "very"; Garner's "uncomparable adjectives"; the guidelines' "absolutely essential").
 */
export const absoluteWords = words(`
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
export const attitudeWords = words(`
  grateful thankful appreciative pleased glad happy honoured honored proud excited keen eager
  sorry sad disappointed concerned worried surprised impressed interested helpful useful
  valuable important interesting exciting encouraging promising good great nice kind generous
  thoughtful insightful constructive thorough detailed careful welcome relevant productive
  rewarding enjoyable difficult hard easy challenging serious committed dedicated motivated
  supportive informative instructive stimulating appreciated fortunate lucky
`);

/** Verbs of attitude or of an absolute act: "really appreciate" says "appreciate". */
export const attitudeVerbs = words(`
  appreciate value welcome enjoy like love hope believe agree disagree understand support need
  want wish recommend accept reject eliminate ignore forget finish
`);

export const modifierEntries: readonly ModifierEntry[] = [
  { word: 'very', source: 'fplg-modifiers' },
  { word: 'really', verbs: true, opensSentence: true, source: 'fplg-modifiers' },
  { word: 'totally', verbs: true, source: 'fplg-modifiers' },
  { word: 'completely', verbs: true, source: 'fplg-modifiers' },
  { word: 'quite', before: 'absolute', source: 'fplg-modifiers' },
  { word: 'absolutely', verbs: true, source: 'fplg-modifiers' },
  { word: 'particularly', before: 'attitude', source: 'fplg-modifiers' },
  { word: 'basically', anyWord: true, opensSentence: true, source: 'fplg-modifiers' },
  { word: 'literally', anyWord: true, opensSentence: true, source: 'retext-simplify' },
  { word: 'extremely', source: 'fillers' },
  { word: 'truly', verbs: true, source: 'fillers' },
];
