import { determiners, prepositions } from '../../text/english/word-classes.ts';
import { joined, type Token } from '../../text/tokens.ts';
import { isParticiple } from './agent-passive-parts.ts';
import type { Proposal, RuleContext } from './rule-family.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

/**
 * "who is" and "which was" that only carry a description: "his brother, who is a member of the
 * same firm" → "his brother, a member of the same firm"; "Trafalgar, which was Nelson's last
 * battle" → "Trafalgar, Nelson's last battle" (Strunk & White, "Omit needless words"). The
 * pronoun and "be" go before a noun phrase, a participle or a place; never before "not", an
 * adjective, "being" or "to", and never at a sentence's head ("Which is why …").
 */

const relativeBe = new Map([
  ['which', new Set(['is', 'was', 'are', 'were'])],
  ['who', new Set(['is', 'was', 'are', 'were'])],
]);

/** Possessives and determiners that open the noun phrase of an appositive. */
const appositiveOpeners = new Set(
  [...determiners].filter((word) => !['which', 'what', 'whose', 'no', 'that'].includes(word)),
);

/** Prepositions of place and origin: "the lab, which is in Leiden" → "the lab, in Leiden". */
const placePrepositions = new Set([
  'in',
  'on',
  'at',
  'near',
  'from',
  'inside',
  'outside',
  'within',
  'between',
]);

/** What may follow the pronoun and "be" for both to go. */
function descriptionStarts(word: Token, next: Token | undefined): boolean {
  const lower = word.lower;
  if (appositiveOpeners.has(lower)) return next !== undefined && !prepositions.has(next.lower);
  if (placePrepositions.has(lower)) return true;
  // "which was built in 1990", "who were trained by the team"; not "which was found to".
  return isParticiple(lower) && next?.lower !== 'to' && !/ing$/.test(lower);
}

/**
 * Whether the relative clause goes on with a second verb of its own ("who was born in Warsaw
 * and studied in Paris"): without "who was", that verb would lose its subject.
 */
function hasSecondVerb(tokens: readonly Token[], from: number, text: string): boolean {
  for (let index = from; index < tokens.length - 1 && index < from + 20; index++) {
    if (!joined(text, tokens[index - 1]!, tokens[index]!)) return false;
    if (!['and', 'or', 'but'].includes(tokens[index]!.lower)) continue;
    const next = tokens[index + 1]!.lower;
    if (
      /^[a-z]{3,}ed$/.test(next) ||
      readVerb(next).some((reading) => !reading.forms.includes('base') || reading.forms.length > 1)
    ) {
      return true;
    }
  }
  return false;
}

/** Drops "which is"/"who was" where a description follows. Linear: each word is looked at once. */
export function relativeBeEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  tokens.forEach((token, at) => {
    const forms = relativeBe.get(token.lower);
    const be = tokens[at + 1];
    const described = tokens[at + 2];
    if (!forms || !be || !described || at === 0 || !forms.has(be.lower)) return;
    if (!joined(text, token, be) || !joined(text, be, described)) return;
    const before = text.slice(tokens[at - 1]!.end, token.start);
    // After a word or a comma only: "in which was" and "Which is why" stay.
    if (!/^[^\S\n]*,?[^\S\n]*$/.test(before) || before === '') return;
    if (prepositions.has(tokens[at - 1]!.lower)) return;
    // "the clouds on Earth, however, which are …": the clause belongs before the adverb.
    if (
      /ly$|^(?:however|therefore|thus|though|too|also|moreover|instead|indeed)$/.test(
        tokens[at - 1]!.lower,
      )
    ) {
      return;
    }
    if (!descriptionStarts(described, tokens[at + 3])) return;
    if (hasSecondVerb(tokens, at + 3, text)) return;
    edits.push({
      start: token.start,
      end: be.end,
      replacement: '',
      reason: 'the description needs no "which is"',
      rule: `${token.lower} ${be.lower}`,
    });
  });
  return edits;
}
