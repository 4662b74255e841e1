import { verbFormNames, verbForms } from '../text/english/verb-forms.ts';
import { PhraseIndex } from '../text/phrase-index.ts';
import {
  type HedgeClass,
  hedgeEntries,
  type QuantifierClass,
  quantifierEntries,
  type StatisticalClass,
  statisticalEntries,
} from './qualifiers-data.ts';
import {
  causalPhrases,
  causalVerbs,
  correlationalPhrases,
  type RelationCueEntry,
} from './relation-cues-data.ts';
import { fixedScopes } from './scope-data.ts';

/** What a phrase of the lexicon is, when it is found in a sentence. */
export type LexiconEntry =
  /** `verbLed`: its first word is a verb ("{result} in"), which an article makes a noun. */
  | { kind: 'relation'; strength: 'correlational' | 'causal'; verbLed?: true }
  | { kind: 'hedge'; class: HedgeClass }
  | { kind: 'quantifier'; class: QuantifierClass }
  | { kind: 'statistical'; class: StatisticalClass }
  | { kind: 'scope' };

const beForms = ['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being'];

/** The forms of one verb as written in the data ("be" is the one verb with more than five). */
function formsOf(verb: string): string[] {
  if (verb === 'be') return beForms;
  const forms = verbForms(verb);
  return [...new Set(verbFormNames.map((form) => forms[form]))];
}

/**
 * Every written form of a phrase of the data: a verb in braces stands for each of its forms
 * ("{lead} to": lead to, leads to, led to, leading to).
 */
export function phraseForms(phrase: string): string[] {
  const braced = /\{([a-z-]+)\}/.exec(phrase);
  if (!braced) return [phrase];
  return formsOf(braced[1]!).flatMap((form) => phraseForms(phrase.replace(braced[0], form)));
}

function indexOf(entries: readonly { phrase: string; entry: LexiconEntry }[]) {
  const index = new PhraseIndex<LexiconEntry>();
  for (const { phrase, entry } of entries) {
    for (const form of phraseForms(phrase)) index.add(form, entry);
  }
  return index;
}

/** A value built on first use: the lexicon costs nothing to a request that reads no claim. */
function onFirstUse<Value>(build: () => Value): () => Value {
  let value: Value | undefined;
  return () => (value ??= build());
}

/**
 * Every phrase the claim reading looks for, by its first word: relation cues, hedges,
 * quantifiers, statistical qualifiers and the fixed scopes ("in vitro"). Built once, on first use.
 */
export const claimPhrases = onFirstUse(() =>
  indexOf([
    ...[...causalPhrases, ...correlationalPhrases].map(({ phrase, strength }) => ({
      phrase,
      entry: phrase.startsWith('{')
        ? ({ kind: 'relation', strength, verbLed: true } as const)
        : ({ kind: 'relation', strength } as const),
    })),
    ...hedgeEntries.map((entry) => ({
      phrase: entry.phrase,
      entry: { kind: 'hedge', class: entry.class } as const,
    })),
    ...quantifierEntries.map((entry) => ({
      phrase: entry.phrase,
      entry: { kind: 'quantifier', class: entry.class } as const,
    })),
    ...statisticalEntries.map((entry) => ({
      phrase: entry.phrase,
      entry: { kind: 'statistical', class: entry.class } as const,
    })),
    ...fixedScopes.map((phrase) => ({ phrase, entry: { kind: 'scope' } as const })),
  ]),
);

/** A form of a causal verb: which verb, and which forms the word can be ("cut": all but two). */
export interface CausalVerbForm {
  verb: string;
  forms: readonly string[];
}

/** Each written form of a causal verb, with the forms it can be. Built once, on first use. */
export const causalVerbForms = onFirstUse((): ReadonlyMap<string, CausalVerbForm> => {
  const map = new Map<string, { verb: string; forms: string[] }>();
  for (const { verb } of causalVerbs) {
    const forms = verbForms(verb);
    for (const form of verbFormNames) {
      const word = forms[form];
      const known = map.get(word);
      if (known && known.verb === verb) known.forms.push(form);
      else if (!known) map.set(word, { verb, forms: [form] });
    }
  }
  return map;
});

/** A relation cue of a verb and its preposition, which adverbs may stand between. */
export interface VerbPreposition {
  preposition: string;
  strength: RelationCueEntry['strength'];
}

/**
 * The cues written as a verb and one preposition ("{correlate} with", "{differ} between"), by
 * each form of the verb: "correlated weakly with", "did not differ significantly between" say
 * the same with an adverb inside. Built once, on first use.
 */
export const verbPrepositionCues = onFirstUse(
  (): ReadonlyMap<string, readonly VerbPreposition[]> => {
    const map = new Map<string, VerbPreposition[]>();
    for (const { phrase, strength } of [...causalPhrases, ...correlationalPhrases]) {
      const parts = /^\{([a-z-]+)\} ([a-z]+)$/.exec(phrase);
      if (!parts) continue;
      for (const form of formsOf(parts[1]!)) {
        const list = map.get(form) ?? [];
        list.push({ preposition: parts[2]!, strength });
        map.set(form, list);
      }
    }
    return map;
  },
);
