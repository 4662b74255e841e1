import { commonVerbs } from '../english/common-verbs.ts';
import { irregularVerbs } from '../english/irregular-verbs.ts';
import { buildVerbLexicon, type VerbReading } from '../english/verb-forms.ts';
import { everydayWordEntries } from './everyday-words-data.ts';
import { jargonEntries } from './jargon-data.ts';
import { plainPhraseEntries } from './plain-phrases-data.ts';
import { type PlainWordEntry, plainWordEntries } from './plain-words-data.ts';

/** The verb each verb entry of a word list rewrites: "utilize" of "utilize", "carry" of "carry out". */
const verbsRewrittenBy = (entries: readonly PlainWordEntry[]) =>
  entries.filter((entry) => entry.kind === 'verb').map((entry) => entry.from.split(' ')[0]!);

/**
 * Every verb the rules can read: the common and the irregular verbs, and each verb a word list
 * rewrites (so "utilized" reads as a verb wherever it stands). Built once, from those lists
 * alone: what a word reads as does not depend on which rule was loaded first.
 */
const verbLexicon = buildVerbLexicon([
  ...commonVerbs,
  ...irregularVerbs.keys(),
  ...verbsRewrittenBy([...plainWordEntries, ...everydayWordEntries, ...plainPhraseEntries]),
  ...verbsRewrittenBy(jargonEntries),
]);

/** Every known verb a lowercase word can be a form of; empty for a word we do not know. */
export function readVerb(word: string): readonly VerbReading[] {
  return verbLexicon.get(word) ?? [];
}

/** The base of a known "-ing" form ("reviewing" → "review"), or undefined. */
export function baseOfGerund(word: string): string | undefined {
  return readVerb(word).find((reading) => reading.forms.includes('gerund'))?.base;
}
