import { commonVerbs, lessCommonVerbs } from './common-verbs.ts';
import { irregularThirdPerson, irregularVerbs } from './irregular-verbs.ts';
import { buildVerbLexicon, type VerbLexicon, type VerbReading } from './verb-forms.ts';

/**
 * Every verb a word can be read as: the common, the irregular and the less common verbs, in that
 * order. What a word reads as never depends on which rule was loaded first, nor on which words
 * were read before it.
 */
const verbs = [...commonVerbs, ...irregularVerbs.keys(), ...lessCommonVerbs];

/** What the lexicon is split by: a word's first two letters. */
const openingOf = (word: string) => word.slice(0, 2);

/**
 * The openings of every form a verb has, read without building its forms (which costs a new
 * isolate tens of milliseconds for all the verbs): a regular form starts as its base does, but
 * a short "-ie" verb's gerund ("die" → "dying") and an irregular form ("go" → "went") need not.
 */
function formOpenings(base: string): string[] {
  const irregular = irregularVerbs.get(base);
  const forms = [base, irregular?.past, irregular?.participle, irregularThirdPerson.get(base)];
  if (base.endsWith('ie')) forms.push(`${base.slice(0, -2)}y`);
  return forms.filter((form) => form !== undefined).map(openingOf);
}

/** The verbs with a form of each opening, in the order of `verbs`. */
const verbsByOpening = new Map<string, string[]>();
for (const verb of new Set(verbs)) {
  for (const opening of new Set(formOpenings(verb))) {
    const listed = verbsByOpening.get(opening);
    if (listed) listed.push(verb);
    else verbsByOpening.set(opening, [verb]);
  }
}

/** The lexicon of each opening a word has been read with: built on first use, then kept. */
const lexiconsByOpening = new Map<string, VerbLexicon>();

/** Every known verb a lowercase word can be a form of; empty for a word we do not know. */
export function readVerb(word: string): readonly VerbReading[] {
  const opening = openingOf(word);
  let lexicon = lexiconsByOpening.get(opening);
  if (lexicon === undefined) {
    lexicon = buildVerbLexicon(verbsByOpening.get(opening) ?? []);
    lexiconsByOpening.set(opening, lexicon);
  }
  return lexicon.get(word) ?? [];
}

/** The base of a known "-ing" form ("reviewing" → "review"), or undefined. */
export function baseOfGerund(word: string): string | undefined {
  return readVerb(word).find((reading) => reading.forms.includes('gerund'))?.base;
}
