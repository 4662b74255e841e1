import { beForms, objectPronouns } from '../../text/english/word-classes.ts';
import { prepositionObjects } from './plain-words-data.ts';
import { swap, verb, type WordRule } from './word-rules.ts';

const pronounObjects = [...objectPronouns];
const beWords = [...beForms];

/** Degree words before "similar to": "very like" and "more like" do not say the same. */
const degreeWords = `very quite more most less least so remarkably strikingly broadly roughly
  somewhat fairly highly rather too not`.split(/\s+/);

/**
 * More simpler words from the plain-language lists (the Plain English Campaign's A to Z, and
 * PLAIN's list as retext-simplify carries it), each where it keeps grammar and claim in the
 * contexts we tested (everyday-words.test.ts). Left out, as meaning something else somewhere:
 * "designate" (set aside), "timely" (opportune), "amendment" (a protocol's, filed with an ethics
 * board), "beneficial" (a biological term), "commencement" (a graduation), "relating to"
 * (getting on with), "in the neighbourhood of" (a place), "select" as a past ("carefully selected
 * samples"), "provided" (a conjunction).
 */
export const everydayWordEntries: readonly WordRule[] = [
  // The Plain English Campaign's A to Z of alternative words.
  verb('accelerate', 'speed up', 'pec-a-z', { activeOnly: true }),
  verb('apprise', 'tell', 'pec-a-z'),
  swap('as a consequence of', 'because of', 'pec-a-z'),
  swap('at the moment', 'now', 'pec-a-z', { notBefore: ['of', 'when', 'that'] }),
  verb('conceal', 'hide', 'pec-a-z'),
  swap('customary', 'usual', 'pec-a-z'),
  swap('detrimental', 'harmful', 'pec-a-z'),
  // "diminishing returns" is a law of economics.
  verb('diminish', 'reduce', 'pec-a-z', { notBefore: ['returns'] }),
  verb('emphasize', 'stress', 'pec-a-z'),
  verb('emphasise', 'stress', 'pec-a-z'),
  verb('enquire', 'ask', 'pec-a-z', { notBefore: ['into'] }),
  verb('envisage', 'expect', 'pec-a-z'),
  swap('erroneous', 'wrong', 'pec-a-z'),
  swap('erroneously', 'wrongly', 'pec-a-z'),
  // "energy expenditure" is a measure of physiology.
  swap('expenditure', 'spending', 'pec-a-z', { notAfter: ['energy', 'caloric', 'metabolic'] }),
  swap('hitherto', 'until now', 'pec-a-z'),
  swap('in respect of', 'about', 'pec-a-z'),
  swap('in the absence of', 'without', 'pec-a-z'),
  verb('inform', 'tell', 'pec-a-z', { onlyBefore: pronounObjects }),
  // "manner of death" is a finding of forensic medicine.
  swap('manner', 'way', 'pec-a-z', { notBefore: ['of'] }),
  verb('materialise', 'happen', 'pec-a-z'),
  verb('materialize', 'happen', 'pec-a-z'),
  swap('on behalf of', 'for', 'pec-a-z'),
  swap('on numerous occasions', 'often', 'pec-a-z'),
  swap('ordinarily', 'usually', 'pec-a-z'),
  swap('persons', 'people', 'pec-a-z'),
  verb('peruse', 'read', 'pec-a-z'),
  swap('predominant', 'main', 'pec-a-z'),
  verb('prohibit', 'ban', 'pec-a-z'),
  swap('promptly', 'quickly', 'pec-a-z'),
  verb('reconsider', 'think again about', 'pec-a-z', { onlyBefore: prepositionObjects }),
  swap('referred to as', 'called', 'pec-a-z', {
    onlyAfter: [...beWords, 'often', 'also', 'commonly', 'sometimes', 'now', 'usually'],
  }),
  verb('reimburse', 'pay back', 'pec-a-z', { notBefore: pronounObjects }),
  verb('reiterate', 'repeat', 'pec-a-z'),
  // Only "select", "selects", "selecting": "carefully selected samples" is an adjective.
  verb('select', 'choose', 'pec-a-z', { forms: ['base', 'third', 'gerund'] }),
  swap('solely', 'only', 'pec-a-z'),
  // "to date the samples" is a verb.
  swap('to date', 'so far', 'pec-a-z', { notAfter: ['up', 'out'], notBefore: prepositionObjects }),
  swap('ultimately', 'in the end', 'pec-a-z', { onlyAtSentenceStart: true }),
  verb('undertake', 'do', 'pec-a-z', { notBefore: ['to'] }),
  swap('virtually', 'almost', 'pec-a-z'),
  verb('enable', 'allow', 'pec-a-z'),
  // PLAIN's list, as retext-simplify carries it.
  swap('accorded', 'given', 'retext-simplify', { onlyAfter: beWords }),
  swap('as yet', 'yet', 'retext-simplify', { notAtSentenceStart: true }),
  swap('contains', 'has', 'retext-simplify'),
  swap('constitutes', 'is', 'retext-simplify'),
  verb('depart', 'leave', 'retext-simplify', { notBefore: ['from'] }),
  verb('desire', 'want', 'retext-simplify', { alsoNoun: true }),
  swap('as evidenced by', 'as shown by', 'retext-simplify'),
  swap('expiration', 'end', 'retext-simplify'),
  swap('herewith', 'here', 'retext-simplify'),
  swap('if and when', 'if', 'retext-simplify'),
  swap('is applicable to', 'applies to', 'retext-simplify'),
  swap('are applicable to', 'apply to', 'retext-simplify'),
  swap('notwithstanding', 'despite', 'retext-simplify', { onlyBefore: prepositionObjects }),
  verb('pass away', 'die', 'retext-simplify'),
  verb('promulgate', 'issue', 'retext-simplify'),
  // "substantial evidence" is a legal standard, "substantial equivalence" a regulatory one.
  swap('substantial', 'large', 'retext-simplify', {
    beforeContentWord: true,
    notBefore: [
      'evidence',
      'support',
      'agreement',
      'progress',
      'interest',
      'contribution',
      'equivalence',
    ],
  }),
  swap('similar to', 'like', 'retext-simplify', { notAfter: degreeWords }),
  verb('witness', 'see', 'retext-simplify', { forms: ['past', 'participle'] }),
  // "provides" and "provide", not "provided" (also "if"), nor "provide X with Y".
  verb('provide', 'give', 'retext-simplify', {
    forms: ['base', 'third'],
    notBefore: ['for', 'that'],
    notBeforeNear: ['with'],
  }),
  verb('determine', 'find out', 'retext-simplify', {
    onlyBefore: ['whether', 'if', 'how', 'what', 'which', 'why', 'when', 'where', 'who'],
  }),
];
