import {
  cliticWords,
  inCaseOf,
  isOrHasHosts,
  negativeContractions,
} from '../english/contractions.ts';
import { readVerb } from '../english/verb-forms.ts';
import { auxiliaryAdverbs, subjectPronouns } from '../english/word-classes.ts';
import { opensSentence } from '../../refinement/sentence-starts.ts';
import type { Edit } from '../rewriting/text-edits.ts';
import { joined, type Token } from '../rewriting/word-tokens.ts';
import type { RuleContext } from './rule-family.ts';

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
 * "Don't you agree?" → "Do you not agree?": in a question whose verb comes first, "not" moves
 * after the pronoun. With a longer subject ("Doesn't the model assume…?") it is left as it is.
 */
function invertedQuestion(context: RuleContext, at: number): Edit | undefined {
  const { text, tokens } = context;
  const token = tokens[at]!;
  const pronoun = tokens[at + 1];
  if (!negativeContractions[token.lower] || !pronoun || !subjectPronouns.has(pronoun.lower)) {
    return undefined;
  }
  if (!joined(text, token, pronoun)) return undefined;
  const sentenceEnd = /[.!?]/.exec(text.slice(pronoun.end));
  if (sentenceEnd?.[0] !== '?') return undefined;
  // "Can't we" → "Can we not" ("cannot" loses its "not" like the others).
  const auxiliary = inCaseOf(token.text, negativeContractions[token.lower]!).replace(/ ?not$/i, '');
  return {
    start: token.start,
    end: pronoun.end,
    replacement: `${auxiliary} ${pronoun.text} not`,
    reason: 'formal writing spells out contractions',
    family: 'formal-register',
    rule: 'contraction',
  };
}

/**
 * "Isn't the deadline 12 May?": a question led by a contraction before a longer subject reads
 * "Is the deadline not 12 May?", which needs the subject's end; it is left for the writer (a
 * note says so), never spelled out as "Is not the deadline…?".
 */
function leadsLongQuestion(context: RuleContext, at: number): boolean {
  const { text, tokens } = context;
  const token = tokens[at]!;
  if (!negativeContractions[token.lower]) return false;
  const opensClause =
    opensSentence(text, token.start) || /[,;:]\s*$/.test(text.slice(0, token.start));
  if (!opensClause) return false;
  return /^[^.!?]*\?/.test(text.slice(token.end));
}

/** Every contraction spelled out ("don't" → "do not", "we're" → "we are", "let's" → "let us"). */
export function expandContractions(context: RuleContext): Edit[] {
  return context.tokens.flatMap((token, at): Edit[] => {
    if (!/['’]/.test(token.text)) return [];
    const inverted = invertedQuestion(context, at);
    if (inverted) return [inverted];
    if (leadsLongQuestion(context, at)) return [];
    const expansion = expansionOf(context, at);
    if (expansion === undefined) return [];
    return [
      {
        start: token.start,
        end: token.end,
        replacement: expansion,
        reason: 'formal writing spells out contractions',
        family: 'formal-register',
        rule: 'contraction',
      },
    ];
  });
}
