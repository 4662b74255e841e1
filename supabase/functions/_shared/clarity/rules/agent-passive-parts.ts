import { irregularVerbs } from '../../text/english/irregular-verbs.ts';
import {
  auxiliaryAdverbs,
  conjunctions,
  determiners,
  isAuxiliary,
  modals,
  prepositions,
  quantifiers,
} from '../../text/english/word-classes.ts';
import { endsSentence } from '../../text/sentences.ts';
import { startsSentence } from '../../text/token-context.ts';
import { joined, type Token } from '../../text/tokens.ts';
import { irregularParticiples, notParticiples } from '../passive-words.ts';
import { isCapitalised, subjectOf } from './agent-passive-subject.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

/** A passive clause with a named agent, as token indexes: "[and] the data | was | carefully | analyzed | by | the team". */
export interface PassiveClause {
  /** "and" or "but" kept in front, if the clause had one. */
  conjunction?: number;
  subject: [number, number];
  /** The auxiliaries: "was", "has been", "will be". */
  auxiliary: [number, number];
  adverbs: [number, number];
  participle: number;
  /** The particle of a phrasal verb: "out" in "was carried out by". */
  particle?: number;
  agent: [number, number];
}

/**
 * Participles whose "by" names a measure or a means, not who acts: "increased by 12%", "is
 * characterised by high variance", "was measured by ELISA", "was followed by questions"
 * (read as time). These stay passive.
 */
const notAgentVerbs = new Set(
  `increased decreased reduced raised lowered multiplied divided characterized characterised
  accompanied mediated denoted represented defined determined surrounded covered separated
  flanked bounded exceeded offset shifted scaled weighted adjusted normalized normalised
  indicated marked labeled labelled measured followed preceded`.split(/\s+/),
);

/** Heads of "by" phrases that tell when or how, not who: "by the end of May", "by hand". */
const notAgentHeads = new Set(
  `time end deadline way day week month year date hour minute morning evening afternoon night
  noon midnight then now hand mail email e-mail post courier phone telephone default design far
  chance mistake means contrast comparison law rule name weight volume mass factor margin order
  half third quarter fraction percentage amount degree average total majority minimum maximum
  point level rate`.split(/\s+/),
);

/**
 * Words that end an agent's noun phrase: what follows tells when or how ("by the department
 * last year", "by a statistician prior to recruitment"), not who.
 */
const agentStops = new Set(
  `prior subsequent due according owing thanks along together rather instead ahead apart
  regardless irrespective pursuant relative compared next last yesterday today tomorrow
  recently earlier later ago again already also still now then soon early late twice
  once previously here there alone`.split(/\s+/),
);

/** Abbreviated titles and "et al.", whose period belongs to a name, not to the sentence. */
const titles = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'st', 'al', 'jr', 'sr']);

/** Object pronouns that name an agent: "by us" → "we". */
const agentPronouns = new Set(['us', 'them', 'me', 'him', 'her', 'you', 'it']);

const pastForms = new Set([...irregularVerbs.values()].map((forms) => forms.past));
const participlesOfTable = new Set([...irregularVerbs.values()].map((forms) => forms.participle));

export function isParticiple(word: string): boolean {
  if (notParticiples.has(word) || notAgentVerbs.has(word)) return false;
  return (
    irregularParticiples.has(word) ||
    participlesOfTable.has(word) ||
    (/^[a-z]{2,}ed$/.test(word) && word.length >= 5)
  );
}

/** The auxiliaries before the participle's adverbs: [first, last] token, or undefined. */
function auxiliaryBefore(text: string, tokens: readonly Token[], last: number) {
  const word = tokens[last]?.lower;
  if (word === undefined) return undefined;
  const previous =
    last > 0 && joined(text, tokens[last - 1]!, tokens[last]!) ? tokens[last - 1]!.lower : '';
  if (['was', 'were', 'is', 'are', 'am'].includes(word)) return [last, last] as [number, number];
  if (word === 'been' && ['has', 'have', 'had'].includes(previous)) {
    return [last - 1, last] as [number, number];
  }
  if (word === 'be' && modals.has(previous)) return [last - 1, last] as [number, number];
  return undefined;
}

/**
 * Whether two words are parts of one name across a full stop: an initial or a title before a
 * capitalised word ("Richard M. Sherman", "J. R. R. Okonkwo", "Dr. Okafor").
 */
function joinedInName(text: string, left: Token, right: Token): boolean {
  if (!/^\.[^\S\n]{0,2}$/.test(text.slice(left.end, right.start))) return false;
  const initial = /^\p{Lu}$/u.test(left.text);
  return (initial || titles.has(left.lower)) && isCapitalised(right);
}

/** Whether the agent phrase may go on with this token ("the head of the lab", "Maria and Tom"). */
function continuesAgent(text: string, tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token && joinedInName(text, tokens[index - 1]!, token)) return true;
  if (!token || !joined(text, tokens[index - 1]!, token)) return false;
  const word = token.lower;
  // "by the team Dr. Okafor …": a capital after a lower-case word starts another phrase
  // (but not in "Smith and Jones" or "the Head of Biology").
  const previous = tokens[index - 1]!;
  if (isCapitalised(token) && !isCapitalised(previous) && !['and', 'of'].includes(previous.lower)) {
    return false;
  }
  if (word === 'of' || word === 'and') {
    const next = tokens[index + 1];
    if (next === undefined) return false;
    // "by Okonkwo and colleagues": a noun after "and" goes on with the agent, a verb does not.
    const noun = word === 'and' && /^[a-z]{3,}s$/.test(next.lower) && !verbAfterAnd(next.lower);
    return determiners.has(next.lower) || isCapitalised(next) || noun;
  }
  if (/ing$/.test(word) || /ly$/.test(word) || /^\d/.test(token.text)) return false;
  // "by the team and nurses analysed them": a past form after a noun is the next verb.
  const afterNoun = !determiners.has(previous.lower) && !quantifiers.has(previous.lower);
  if (afterNoun && (/^[a-z]{3,}ed$/.test(word) || pastForms.has(word))) return false;
  if (agentStops.has(word) || determiners.has(word)) return false;
  // "all three partner institutions", but not "the team two days later".
  if (
    quantifiers.has(word) &&
    !determiners.has(tokens[index - 1]!.lower) &&
    !quantifiers.has(tokens[index - 1]!.lower)
  ) {
    return false;
  }
  if (isAuxiliary(word)) return false;
  return (
    !prepositions.has(word) && !conjunctions.has(word) && !['who', 'which', 'whose'].includes(word)
  );
}

function agentAfter(text: string, tokens: readonly Token[], by: number) {
  const first = by + 1;
  const opener = tokens[first];
  if (!opener || !joined(text, tokens[by]!, opener) || /^\d/.test(opener.text)) return undefined;
  if (agentPronouns.has(opener.lower)) return [first, first] as [number, number];
  if (!determiners.has(opener.lower) && !quantifiers.has(opener.lower) && !isCapitalised(opener)) {
    return undefined;
  }
  let last = first;
  while (last - first < 7 && continuesAgent(text, tokens, last + 1)) last++;
  const head = tokens[last]!.lower;
  if (head === 'of' || head === 'and' || notAgentHeads.has(head)) return undefined;
  // "by Anna K. Berg", "by Dr. Okafor": a full stop that ends no sentence ends no agent.
  const stop = tokens[last]!.end;
  if (text.charAt(stop) === '.' && !endsSentence(text, stop)) return undefined;
  return [first, last] as [number, number];
}

/** A word that can only be a verb after "and": "and were shipped", "and stored", "and has". */
function verbAfterAnd(word: string): boolean {
  if (determiners.has(word)) return false;
  return (
    isAuxiliary(word) ||
    /^[a-z]{3,}ed$/.test(word) ||
    readVerb(word).some((reading) => reading.forms.some((form) => form !== 'base'))
  );
}

/**
 * Per tokens array, what is known of each token: whether an "and"/"but"/"or" before a verb
 * follows it in its sentence (1) or not (2). Each token is read once, however many passives a
 * long sentence holds: read afresh for each, a long run of them was quadratic.
 */
const sharedVerbsAhead = new WeakMap<readonly Token[], Uint8Array>();

/**
 * Whether a later verb of the sentence shares the passive's subject ("… by the team on 3 April
 * and were shipped by courier"): turned around, it would lose its subject, so the clause stays.
 */
function sharesSubjectLater(text: string, tokens: readonly Token[], last: number): boolean {
  let known = sharedVerbsAhead.get(tokens);
  if (!known) {
    known = new Uint8Array(tokens.length);
    sharedVerbsAhead.set(tokens, known);
  }
  const read: number[] = [];
  let shares = false;
  for (let index = last + 1; index < tokens.length - 1; index++) {
    if (known[index]) {
      shares = known[index] === 1;
      break;
    }
    read.push(index);
    if (startsSentence(text, tokens, index)) break;
    if (
      ['and', 'but', 'or'].includes(tokens[index]!.lower) &&
      verbAfterAnd(tokens[index + 1]!.lower)
    ) {
      shares = true;
      break;
    }
  }
  for (const index of read) known[index] = shares ? 1 : 2;
  return shares;
}

/**
 * What may follow the agent for the clause to be rebuilt: its end, or a phrase that can stay
 * after the object ("in March", "using the n-back task", "because …").
 */
function endsCleanly(text: string, tokens: readonly Token[], last: number): boolean {
  if (sharesSubjectLater(text, tokens, last)) return false;
  const next = tokens[last + 1];
  if (!next || !joined(text, tokens[last]!, next)) return true;
  if (['who', 'which', 'that', 'whose', 'whom'].includes(next.lower)) return false;
  // "by the team and colleagues" cut before "and": the agent would lose half of itself.
  const afterNext = tokens[last + 2];
  if (['and', 'or'].includes(next.lower) && afterNext && !verbAfterAnd(afterNext.lower)) {
    return false;
  }
  // "… in March", "… using the n-back task", "… because …", "… last year", "… every six months".
  const word = next.lower;
  return (
    prepositions.has(word) ||
    conjunctions.has(word) ||
    agentStops.has(word) ||
    ['using', 'every', 'each', 'this'].includes(word) ||
    /^[a-z]{3,}ly$/.test(word)
  );
}

function adverbsBetween(text: string, tokens: readonly Token[], verb: number): number {
  let first = verb;
  while (first > 0 && joined(text, tokens[first - 1]!, tokens[first]!)) {
    const word = tokens[first - 1]!.lower;
    if (word === 'not' || word === 'never') break;
    if (!(auxiliaryAdverbs.has(word) || /^[a-z]{3,}ly$/.test(word))) break;
    first--;
  }
  return first;
}

/** The participle before "by", and the particle of a phrasal verb ("carried out by"). */
function participleBefore(text: string, tokens: readonly Token[], by: number) {
  const before = by - 1;
  if (before < 2 || !joined(text, tokens[before]!, tokens[by]!)) return undefined;
  if (['out', 'up', 'off', 'down'].includes(tokens[before]!.lower)) {
    const verb = before - 1;
    if (!joined(text, tokens[verb]!, tokens[before]!) || !isParticiple(tokens[verb]!.lower)) {
      return undefined;
    }
    return { participle: verb, particle: before };
  }
  return isParticiple(tokens[before]!.lower) ? { participle: before } : undefined;
}

/** The passive clause whose "by" is tokens[by], if it can be turned around safely. */
export function passiveClauseAt(text: string, tokens: readonly Token[], by: number) {
  const verb = participleBefore(text, tokens, by);
  if (!verb) return undefined;
  const adverbStart = adverbsBetween(text, tokens, verb.participle);
  const auxiliary = auxiliaryBefore(text, tokens, adverbStart - 1);
  if (!auxiliary || !joined(text, tokens[auxiliary[1]]!, tokens[adverbStart]!)) return undefined;
  const subject = subjectOf(text, tokens, auxiliary[0]);
  const agent = agentAfter(text, tokens, by);
  if (!subject || !agent || !endsCleanly(text, tokens, agent[1])) return undefined;
  const clause: PassiveClause = {
    subject: subject.subject,
    auxiliary,
    adverbs: [adverbStart, verb.participle - 1],
    participle: verb.participle,
    agent,
  };
  if (subject.conjunction !== undefined) clause.conjunction = subject.conjunction;
  if (verb.particle !== undefined) clause.particle = verb.particle;
  return clause;
}
