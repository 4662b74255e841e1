import type { ClaimStrength } from '../contract/claims-contract.ts';
import type { ClaimTense } from './claim-tense.ts';
import type { HedgeClass, QuantifierClass, StatisticalClass } from './qualifiers-data.ts';

/** What a sentence states: no relation, or a relation of one of the three strengths. */
export type ReadStrength = 'none' | ClaimStrength;

const rank: Record<ReadStrength, number> = { none: 0, correlational: 1, conditional: 2, causal: 3 };

/** Whether `strength` states more than `than` (a cause more than a hedged one, …). */
export const stronger = (strength: ReadStrength, than: ReadStrength) => rank[strength] > rank[than];

/** Words of the text: as written, and where. */
export interface ClaimWords {
  text: string;
  start: number;
  end: number;
}

export interface Qualifier<Class extends string> extends ClaimWords {
  class: Class;
}

/** A scope, with the word it is about ("mice" of "in aged mice"). */
export interface ScopeWords extends ClaimWords {
  head: string;
}

/** A word or phrase that states a relation, and how strongly it does in its sentence. */
export interface RelationCue extends ClaimWords {
  strength: ClaimStrength;
  /** Its first word, as a token index of the document. */
  token: number;
  /** How it states it: a verb or phrase, a relation noun, or a comparison. */
  form: 'phrase' | 'noun' | 'comparison';
  /** It with its verb group, as a writer reads it: "may shorten", "was associated with". */
  group: ClaimWords;
}

/** One sentence read for what it claims. */
export interface SentenceClaim {
  sentence: ClaimWords & { index: number };
  /** Its strongest relation; `none` when it states none (or only asks, aims or mentions one). */
  strength: ReadStrength;
  /** The cue that gives `strength`. */
  cue?: RelationCue;
  cues: RelationCue[];
  hedges: Qualifier<HedgeClass>[];
  scope: ScopeWords[];
  quantifiers: Qualifier<QuantifierClass>[];
  statistical: Qualifier<StatisticalClass>[];
  /** The tense of the result it reports; `none` when it reports none. */
  tense: ClaimTense | 'none';
  /** The verb whose form gives the tense (the cue's, or the sentence's first finite verb). */
  tenseWord?: ClaimWords;
  /**
   * It states a relation, or reports a result its qualifiers limit ("Some participants reported
   * headaches"): what qualifies it must survive a refinement.
   */
  finding: boolean;
}
