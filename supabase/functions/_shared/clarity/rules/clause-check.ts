import { irregularVerbs } from '../../text/english/irregular-verbs.ts';
import {
  conjunctions,
  determiners,
  isAdverbBeforeVerb,
  isAuxiliary,
  mayBeAdjective,
  modals,
  objectPronouns,
  prepositions,
  subjectPronouns,
} from '../../text/english/word-classes.ts';
import type { Token } from '../../text/tokens.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

/**
 * Whether a run of words can stand alone as a sentence, read from closed word classes and the
 * verb lexicon only: a subject, then a finite verb. It errs towards "no": a clause it cannot
 * read is never cut off from the sentence that holds it.
 */

const irregularPasts = new Set([...irregularVerbs.values()].map((forms) => forms.past));

/** Auxiliaries that are finite wherever they stand, except "have" after "to". */
const finiteAuxiliaries = new Set(['is', 'are', 'was', 'were', 'am', 'has', 'have', 'had']);
const doForms = new Set(['does', 'did', 'do']);

/** Words before a verb form that make it a participle or an infinitive, not a finite verb. */
function blocksFinite(previous: string): boolean {
  return determiners.has(previous) || prepositions.has(previous) || isAuxiliary(previous);
}

/** Whether tokens[index] is a finite verb: "is", "can", "we found", "the model assigns". */
export function isFiniteVerb(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index]!.lower;
  const previous = tokens[index - 1]?.lower ?? '';
  if (finiteAuxiliaries.has(word)) return !(word === 'have' && previous === 'to');
  if (modals.has(word) || doForms.has(word)) return previous !== 'to';
  if (/n't$/.test(word)) return true;
  if (previous === '' || blocksFinite(previous)) return false;
  const readings = readVerb(word);
  // After a pronoun any past or present form is the verb: "we proposed", "it shows".
  if (subjectPronouns.has(previous)) {
    return readings.some((reading) => reading.forms.some((form) => form !== 'gerund'));
  }
  // After a noun only a form that cannot be a participle ("the model assigns", "the team
  // found"), or a past form with its object ("the committee reviewed every proposal"; but
  // "the samples collected in May" is a participle). After an adjective an "-s" word is a
  // plural noun ("different notes").
  if (mayBeAdjective(previous) && !/[^s]s$/.test(previous)) return false;
  if (readings.some((reading) => reading.forms.includes('third')) || irregularPasts.has(word)) {
    return true;
  }
  const next = tokens[index + 1]?.lower ?? '';
  const past =
    /^[a-z]{3,}ed$/.test(word) || readings.some((reading) => reading.forms.includes('past'));
  return (
    past && (determiners.has(next) || objectPronouns.has(next)) && !/^(?:the|a|an)$/.test(previous)
  );
}

/** The first finite verb in tokens[from, to), or -1. */
function firstFiniteVerb(tokens: readonly Token[], from: number, to: number): number {
  for (let index = from; index < to; index++) if (isFiniteVerb(tokens, index)) return index;
  return -1;
}

/** Words that open a subordinate clause: what follows them cannot stand alone. */
const subordinators = new Set(
  [...conjunctions, 'which', 'who', 'whom', 'whose', 'how', 'why', 'what'].filter(
    (word) => !['and', 'but', 'or', 'so', 'yet', 'nor'].includes(word),
  ),
);

/**
 * Whether tokens[from, to) is a main clause: a subject of at most eight words (no subordinator
 * in it, not a verb itself), then a finite verb.
 */
export function standsAlone(tokens: readonly Token[], from: number, to: number): boolean {
  const verb = firstFiniteVerb(tokens, from, Math.min(to, from + 9));
  if (verb <= from) return false;
  for (let index = from; index < verb; index++) {
    if (subordinators.has(tokens[index]!.lower)) return false;
  }
  // "we" or "the new model", not "to show", "using the data" or "also notes" (no subject).
  const opener = tokens[from]!.lower;
  const adverbsOnly = tokens.slice(from, verb).every((token) => isAdverbBeforeVerb(token.lower));
  return opener !== 'to' && !/ing$/.test(opener) && !prepositions.has(opener) && !adverbsOnly;
}
