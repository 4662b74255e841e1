import { irregularThirdPerson, irregularVerbs } from './irregular-verbs.ts';

/** The five forms a rewrite keeps: "use", "uses", "used" (past), "used" (participle), "using". */
export type VerbForm = 'base' | 'third' | 'past' | 'participle' | 'gerund';
export type VerbForms = Readonly<Record<VerbForm, string>>;

export const verbFormNames: readonly VerbForm[] = ['base', 'third', 'past', 'participle', 'gerund'];

/** Verbs that end in "-ly" like an adverb: "comply with" inflects "comply", not "with". */
const lyVerbs = new Set(['apply', 'comply', 'imply', 'multiply', 'reply', 'rely', 'supply', 'fly']);

/** Verbs of more than one syllable whose final consonant doubles: "submitted", "referring". */
const doublingVerbs = new Set(
  `admit commit compel control debug deter emit equip format incur occur omit patrol permit
   prefer program refer regret submit transmit`.split(/\s+/),
);

/** One short vowel before one final consonant, in one syllable: "stop", "plan", "fit". */
function doublesFinal(word: string): boolean {
  if (doublingVerbs.has(word)) return true;
  const groups = word.match(/[aeiouy]+/g) ?? [];
  return groups.length === 1 && /[^aeiou][aeiou][b-df-hj-np-tvz]$/.test(word);
}

function thirdPerson(word: string): string {
  const irregular = irregularThirdPerson.get(word);
  if (irregular) return irregular;
  if (/(?:s|x|z|ch|sh|o)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

function regularPast(word: string): string {
  if (word.endsWith('e')) return `${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  if (doublesFinal(word)) return `${word}${word.at(-1)}ed`;
  return `${word}ed`;
}

function gerund(word: string): string {
  if (word.endsWith('ie')) return `${word.slice(0, -2)}ying`;
  if (/(?:ee|ye|oe)$/.test(word)) return `${word}ing`;
  if (word.endsWith('e') && word.length > 2) return `${word.slice(0, -1)}ing`;
  if (doublesFinal(word)) return `${word}${word.at(-1)}ing`;
  return `${word}ing`;
}

/** The forms of a single-word verb. */
function wordForms(base: string): VerbForms {
  const irregular = irregularVerbs.get(base);
  const past = irregular?.past ?? regularPast(base);
  return {
    base,
    third: thirdPerson(base),
    past,
    participle: irregular?.participle ?? past,
    gerund: gerund(base),
  };
}

/**
 * The forms of a verb of several words: a phrasal verb inflects its first word ("find out" →
 * "found out", "carry out" → "carried out"); after an adverb, the verb is the last word
 * ("successfully complete" → "successfully completed").
 */
export function verbForms(verb: string): VerbForms {
  const words = verb.split(' ');
  if (words.length === 1) return wordForms(verb);
  const adverbFirst = /ly$/.test(words[0]!) && !lyVerbs.has(words[0]!);
  const at = adverbFirst ? words.length - 1 : 0;
  const forms = wordForms(words[at]!);
  return verbFormsBuiltBy((form) =>
    words.map((word, index) => (index === at ? forms[form] : word)).join(' '),
  );
}

/** The five forms of a phrase whose words `build` puts around each form of its verb. */
export function verbFormsBuiltBy(build: (form: VerbForm) => string): VerbForms {
  return {
    base: build('base'),
    third: build('third'),
    past: build('past'),
    participle: build('participle'),
    gerund: build('gerund'),
  };
}

/** A word read as a verb form: which verb, and which forms it can be ("used": past or participle). */
export interface VerbReading {
  base: string;
  forms: VerbForm[];
}

/** Every verb a lowercase word can be a form of, in the order the verbs were listed. */
export type VerbLexicon = ReadonlyMap<string, readonly VerbReading[]>;

/**
 * The lexicon of `bases`, single-word verbs (a phrase is skipped, a repeated verb read once):
 * each of their five forms mapped to the verbs it can be a form of, and as which forms.
 */
export function buildVerbLexicon(bases: Iterable<string>): VerbLexicon {
  const lexicon = new Map<string, VerbReading[]>();
  const learned = new Set<string>();
  for (const base of bases) {
    if (base.includes(' ') || learned.has(base)) continue;
    learned.add(base);
    const forms = wordForms(base);
    for (const form of verbFormNames) {
      const word = forms[form];
      const readings = lexicon.get(word) ?? [];
      const reading = readings.find((existing) => existing.base === base);
      if (reading) reading.forms.push(form);
      else readings.push({ base, forms: [form] });
      lexicon.set(word, readings);
    }
  }
  return lexicon;
}
