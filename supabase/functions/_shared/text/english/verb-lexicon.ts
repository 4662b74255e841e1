import { commonVerbs, lessCommonVerbs } from './common-verbs.ts';
import { irregularVerbs } from './irregular-verbs.ts';
import { buildVerbLexicon, type VerbReading } from './verb-forms.ts';

/**
 * Every verb a word can be read as: the common, the irregular and the less common verbs. Built
 * once, from those lists alone: what a word reads as never depends on which rule was loaded first.
 */
const verbLexicon = buildVerbLexicon([
  ...commonVerbs,
  ...irregularVerbs.keys(),
  ...lessCommonVerbs,
]);

/** Every known verb a lowercase word can be a form of; empty for a word we do not know. */
export function readVerb(word: string): readonly VerbReading[] {
  return verbLexicon.get(word) ?? [];
}

/** The base of a known "-ing" form ("reviewing" → "review"), or undefined. */
export function baseOfGerund(word: string): string | undefined {
  return readVerb(word).find((reading) => reading.forms.includes('gerund'))?.base;
}
