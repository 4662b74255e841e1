import type { RuleSourceId } from './rule-sources.ts';

/**
 * Intensifiers that add emphasis without meaning. `anyWord` ones are dropped before any word
 * they modify ("really appreciate", "totally unrealistic"); the others only before a word that
 * looks like an adjective or adverb, since "particularly in children" means "especially".
 */
export interface ModifierEntry {
  word: string;
  anyWord?: true;
  /**
   * Words before which it is kept: "very much", "the very first", "completely randomized".
   * (After "not" every modifier is kept: "not very large" is not "not large".)
   */
  keepBefore?: readonly string[];
  /** Kept before a superlative: "the very best". */
  keepBeforeSuperlative?: true;
  /** Also dropped at the head of a sentence with its comma ("Basically, …"). */
  opensSentence?: true;
  source: RuleSourceId;
}

export const modifierEntries: readonly ModifierEntry[] = [
  {
    word: 'very',
    anyWord: true,
    // "the very first", "this very day", "the very same": here "very" means "exact", not "much".
    keepBefore: `much own first last end beginning start outset same moment day thing top bottom
      heart least best next edge core idea word reason nature essence point place person
      existence limit centre center opposite`.split(/\s+/),
    keepBeforeSuperlative: true,
    source: 'fplg-modifiers',
  },
  { word: 'really', anyWord: true, opensSentence: true, source: 'fplg-modifiers' },
  { word: 'totally', anyWord: true, source: 'fplg-modifiers' },
  {
    word: 'completely',
    anyWord: true,
    keepBefore: ['randomized', 'randomised'],
    source: 'fplg-modifiers',
  },
  { word: 'quite', source: 'fplg-modifiers' },
  { word: 'absolutely', anyWord: true, source: 'fplg-modifiers' },
  { word: 'particularly', source: 'fplg-modifiers' },
  { word: 'somewhat', source: 'fplg-modifiers' },
  { word: 'basically', anyWord: true, opensSentence: true, source: 'fplg-modifiers' },
  { word: 'literally', anyWord: true, opensSentence: true, source: 'retext-simplify' },
  { word: 'extremely', source: 'fillers' },
  { word: 'truly', source: 'fillers' },
];
