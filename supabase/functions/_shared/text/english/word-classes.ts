/**
 * Closed word classes, enough to tell how a word is used from its neighbours: a verb after
 * "the" is a noun ("the purchase"), a participle after "has" is a participle ("has shown").
 */
/** A set of words from a list written with spaces and line breaks between them. */
export const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

export const determiners = words(`
  a an the this that these those my your his her its our their each every any no some
  another either neither such what which whose
`);

/** Counting words that open a noun phrase as a determiner does: "two referees", "all samples". */
export const quantifiers = words(
  `one two three four five six seven eight nine ten eleven twelve several many most all both few`,
);

export const prepositions = words(`
  about above across after against along among around as at before behind below beneath
  beside besides between beyond by despite down during except for from in inside into like
  near of off on onto out outside over past per since than through throughout to toward
  towards under underneath unlike until up upon via with within without
`);

export const conjunctions = words(`
  and but or nor so yet because although though while whereas if unless when whenever where
  wherever whether once since until after before than that
`);

export const subjectPronouns = words(`i we you he she it they`);

export const objectPronouns = words(`me us you him her it them`);

export const beForms = words(`am is are was were be been being`);

export const haveForms = words(`have has had having`);

export const modals = words(`will would shall should can could may might must`);

/** A form of "be" or "have", or a modal: a verb that can head a verb phrase ("is", "had", "can"). */
export const isAuxiliary = (word: string) =>
  beForms.has(word) || haveForms.has(word) || modals.has(word);

export const negations = words(`not never no n't cannot`);

/** Words that can stand between an auxiliary and its verb without changing the verb's form. */
export const auxiliaryAdverbs = words(`
  also already always just still then now often never not recently since all both first later
  once soon indeed even again ever further thus therefore jointly independently carefully
`);

/** An adverb that may stand before a verb: one of `auxiliaryAdverbs`, or a word in "-ly". */
export const isAdverbBeforeVerb = (word: string) => auxiliaryAdverbs.has(word) || /ly$/.test(word);

/** Common adjectives that have no telltale suffix. */
const plainAdjectives = words(`
  bad big better brief bright broad busy careful clean clear close cold common complete correct
  deep different fewer glad grateful happy honest kind less more proud sorry thorough worse
  difficult early easy exact fair false fast fine firm flat free full good great hard heavy
  high hot important interesting key large late light likely long loose low main minor new
  nice old open plain poor promising quick rare ready real recent relevant rich right rough
  safe same sharp short simple slow small smooth soft solid sound special stable steep
  strange strict strong sure surprising tight tiny tough true unclear unlikely unique urgent
  useful vague valid warm weak welcome well whole wide wrong young
`);

const adjectiveSuffix =
  /(?:ous|ful|ive|able|ible|al|ic|ical|ent|ant|less|ary|ory|ish|ier|iest|er|est|ly|ing|ed)$/;

/**
 * Whether a lowercase word is a function word (a determiner, preposition, conjunction, pronoun
 * or negation): never the verb of a request, nor the word an intensifier modifies.
 */
export function isFunctionWord(lower: string): boolean {
  return (
    determiners.has(lower) ||
    prepositions.has(lower) ||
    conjunctions.has(lower) ||
    subjectPronouns.has(lower) ||
    objectPronouns.has(lower) ||
    negations.has(lower)
  );
}

/**
 * Whether a word may be an adjective or adverb (what an intensifier like "very" modifies). A
 * guess from common words and suffixes; it is used only to decide where "particularly" or
 * "somewhat" may be dropped, never to add words.
 */
export function mayBeAdjective(word: string): boolean {
  const lower = word.toLowerCase();
  if (isFunctionWord(lower)) return false;
  return plainAdjectives.has(lower) || (lower.length > 4 && adjectiveSuffix.test(lower));
}

/** "Data", "results", "analysts": a plural noun head, for verb agreement; "analysis" is not. */
export function looksPlural(word: string): boolean {
  const lower = word.toLowerCase();
  if (['we', 'they', 'us', 'them', 'data', 'people', 'staff', 'children'].includes(lower)) {
    return true;
  }
  return /[^su]s$/.test(lower) && !/(?:is|us|ss|ics)$/.test(lower);
}

/** The closed classes a word of the document carries (a word may be in several). */
export type WordClass =
  | 'determiner'
  | 'quantifier'
  | 'preposition'
  | 'conjunction'
  | 'subject-pronoun'
  | 'object-pronoun'
  | 'be'
  | 'have'
  | 'modal'
  | 'negation';

const classLists: readonly [WordClass, ReadonlySet<string>][] = [
  ['determiner', determiners],
  ['quantifier', quantifiers],
  ['preposition', prepositions],
  ['conjunction', conjunctions],
  ['subject-pronoun', subjectPronouns],
  ['object-pronoun', objectPronouns],
  ['be', beForms],
  ['have', haveForms],
  ['modal', modals],
  ['negation', negations],
];

const noClasses: ReadonlySet<WordClass> = new Set();
/** Each lowercase word's classes, read once: a draft repeats its function words. */
const classesByWord = new Map<string, ReadonlySet<WordClass>>();
const rememberedWords = 20_000;

/** The closed classes of a lowercase word; "don't" and "cannot" are negations too. */
export function wordClassesOf(lower: string): ReadonlySet<WordClass> {
  let classes = classesByWord.get(lower);
  if (classes === undefined) {
    const found = classLists.filter(([, list]) => list.has(lower)).map(([name]) => name);
    if (lower.endsWith("n't") && !found.includes('negation')) found.push('negation');
    classes = found.length === 0 ? noClasses : new Set(found);
    if (classesByWord.size >= rememberedWords) classesByWord.clear();
    classesByWord.set(lower, classes);
  }
  return classes;
}
