import {
  cliticWords,
  inCaseOf,
  isOrHasHosts,
  negativeContractions,
} from '../../text/english/contractions.ts';
import {
  auxiliaryAdverbs,
  determiners,
  isFunctionWord,
  mayBeAdjective,
  prepositions,
  subjectPronouns,
} from '../../text/english/word-classes.ts';
import { joined, type Token } from '../../text/tokens.ts';
import type { Proposal, RuleContext } from './rule-family.ts';
import { opensClause } from './word-conditions.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

/** The first word after tokens[at], over adverbs ("we'd already finished"), lowercase. */
function verbAfter(text: string, tokens: readonly Token[], at: number): string {
  for (let next = at + 1; next < tokens.length && next <= at + 3; next++) {
    if (!joined(text, tokens[next - 1]!, tokens[next]!)) return '';
    const word = tokens[next]!.lower;
    if (!auxiliaryAdverbs.has(word) && word !== 'not') return word;
  }
  return '';
}

const isParticiple = (word: string) =>
  word === 'been' ||
  readVerb(word).some(
    (reading) => reading.forms.includes('participle') && !reading.forms.includes('base'),
  );

/** "'s": "has" before "been" or "got" ("it's been"), else "is". */
const isOrHas = (next: string) => (next === 'been' || next === 'got' ? 'has' : 'is');
/** "'d": "had" before a participle or "better" ("we'd finished", "you'd better"), else "would". */
const wouldOrHad = (next: string) =>
  next === 'better' || (isParticiple(next) && next !== 'like') ? 'had' : 'would';

/** What a contraction written at tokens[at] stands for, in its case; undefined if not one. */
function expansionOf(context: RuleContext, at: number): string | undefined {
  const { text, tokens } = context;
  const token = tokens[at]!;
  const negative = negativeContractions[token.lower];
  if (negative) return inCaseOf(token.text, negative);
  const clitic = /^(\p{L}+)['’](m|re|ve|ll|d|s)$/u.exec(token.text);
  if (!clitic) return undefined;
  const [, host, ending] = clitic as unknown as [string, string, string];
  const lowerHost = host.toLowerCase();
  const lowerEnding = ending.toLowerCase();
  const next = verbAfter(text, tokens, at);
  let word = cliticWords[lowerEnding];
  if (lowerEnding === 'd') word = wouldOrHad(next);
  if (lowerEnding === 's') {
    if (lowerHost === 'let') return `${host} us`;
    if (!isOrHasHosts.has(lowerHost)) return undefined;
    word = isOrHas(next);
  }
  if (word === undefined) return undefined;
  // "WE'RE" → "WE ARE"; "We're" and "I'm" → "We are", "I am".
  const shouting =
    host.length > 1 && host === host.toUpperCase() && ending === ending.toUpperCase();
  return `${host} ${shouting ? word.toUpperCase() : word}`;
}

/**
 * Words that can open what a question says of its subject: "…the deadline | 12 May?"; the
 * auxiliaries are here because the verb tables leave them out ("…the Trust | be told?").
 */
const predicateOpeners = new Set([
  ...['too', 'so', 'very', 'really', 'still', 'already', 'a', 'an'],
  ...['be', 'been', 'being', 'have', 'had', 'do', 'done'],
]);

/** Words that are a whole subject when what follows opens the predicate. */
const standAloneSubjects = new Set(['that', 'this', 'these', 'those', 'there']);

function opensPredicate(token: Token | undefined): boolean {
  // A capital goes on naming the subject: "the Wellcome | Trust" is one name.
  if (!token || /^\p{Lu}/u.test(token.text)) return false;
  const word = token.lower;
  return (
    /^\d/.test(word) ||
    predicateOpeners.has(word) ||
    readVerb(word).some((reading) => reading.forms.includes('base')) ||
    (mayBeAdjective(word) && !prepositions.has(word))
  );
}

/**
 * Where the subject of a question led by tokens[at] ends: a pronoun ("Don't you"), or a
 * determiner and one or two words before what is said of them ("Isn't the deadline | 12
 * May?", "Doesn't the model | assume…?"). Undefined when that end is unclear (a preposition
 * follows: "Aren't the results in Table 2 convincing?"), so the writer decides.
 */
function subjectEnd(context: RuleContext, at: number): number | undefined {
  const { text, tokens } = context;
  const first = tokens[at + 1];
  if (!first || !joined(text, tokens[at]!, first)) return undefined;
  if (subjectPronouns.has(first.lower)) return at + 1;
  // "Isn't that a problem?", "Isn't there a way?": a demonstrative on its own is the subject.
  if (standAloneSubjects.has(first.lower) && opensPredicate(tokens[at + 2])) return at + 1;
  if (!determiners.has(first.lower)) return undefined;
  for (let last = at + 2; last <= at + 3 && last < tokens.length; last++) {
    if (!joined(text, tokens[last - 1]!, tokens[last]!)) return undefined;
    if (isFunctionWord(tokens[last]!.lower)) return undefined;
    if (opensPredicate(tokens[last + 1])) return last;
  }
  return undefined;
}

/**
 * "Don't you agree?" → "Do you not agree?", "Isn't the deadline 12 May?" → "Is the deadline not
 * 12 May?": in a question whose verb comes first, "not" moves after the subject.
 */
function invertedQuestion(context: RuleContext, at: number): Proposal | undefined {
  const { text, tokens } = context;
  const token = tokens[at]!;
  const expanded = negativeContractions[token.lower];
  if (!expanded || !opensClause(context, at)) return undefined;
  const end = subjectEnd(context, at);
  if (end === undefined) return undefined;
  const sentenceEnd = /[.!?]/.exec(text.slice(tokens[end]!.end));
  if (sentenceEnd?.[0] !== '?') return undefined;
  // "Can't we" → "Can we not" ("cannot" loses its "not" like the others).
  const auxiliary = inCaseOf(token.text, expanded).replace(/ ?not$/i, '');
  return {
    start: token.start,
    end: tokens[end]!.end,
    replacement: `${auxiliary} ${text.slice(tokens[at + 1]!.start, tokens[end]!.end)} not`,
    reason: 'formal writing spells out contractions',
    rule: 'contraction',
    // A name in the subject moves whole: "Doesn't the Wellcome Trust…?"
    movesWholeSpans: true,
  };
}

/**
 * A question led by a contraction whose subject's end is unclear: left for the writer (a note
 * says so), never spelled out as "Are not the results in Table 2 convincing?".
 */
function leadsUnclearQuestion(context: RuleContext, at: number): boolean {
  const { text, tokens } = context;
  const token = tokens[at]!;
  if (!negativeContractions[token.lower] || !opensClause(context, at)) return false;
  return /^[^.!?]*\?/.test(text.slice(token.end));
}

/** Every contraction spelled out ("don't" → "do not", "we're" → "we are", "let's" → "let us"). */
export function expandContractions(context: RuleContext): Proposal[] {
  return context.tokens.flatMap((token, at): Proposal[] => {
    if (!/['’]/.test(token.text)) return [];
    const inverted = invertedQuestion(context, at);
    if (inverted) return [inverted];
    if (leadsUnclearQuestion(context, at)) return [];
    const expansion = expansionOf(context, at);
    if (expansion === undefined) return [];
    return [
      {
        start: token.start,
        end: token.end,
        replacement: expansion,
        reason: 'formal writing spells out contractions',
        rule: 'contraction',
      },
    ];
  });
}
