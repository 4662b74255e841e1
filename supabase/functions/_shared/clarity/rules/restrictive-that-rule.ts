import {
  conjunctions,
  determiners,
  isAuxiliary,
  prepositions,
  subjectPronouns,
} from '../../text/english/word-classes.ts';
import { joined } from '../../text/tokens.ts';
import type { Proposal, RuleContext } from './rule-family.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

/**
 * "that" for a clause that defines, "which" with commas for one that adds (APA 7th ed.; Strunk
 * & White, "That. Which."): "a model which predicts prices" → "a model that predicts prices".
 * Only after a word that can only be a noun here (no verb, preposition or function word: "we
 * ask which model works" stays), only before a verb or a subject, and only in a draft spelled
 * the American way: British usage allows the defining "which".
 */
export function restrictiveThatEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  if (context.spelling === 'uk') return [];
  const edits: Proposal[] = [];
  tokens.forEach((token, at) => {
    if (token.lower !== 'which' || at === 0) return;
    const previous = tokens[at - 1]!;
    const next = tokens[at + 1];
    if (!next || !joined(text, previous, token) || !joined(text, token, next)) return;
    if (!looksLikeNoun(previous.lower) || !opensRelative(next.lower)) return;
    edits.push({
      start: token.start,
      end: token.end,
      replacement: 'that',
      reason: '"that" for a clause that defines; "which" after a comma adds',
      rule: 'defining which',
    });
  });
  return edits;
}

function looksLikeNoun(word: string): boolean {
  if (prepositions.has(word) || determiners.has(word) || conjunctions.has(word)) return false;
  if (isAuxiliary(word) || subjectPronouns.has(word)) {
    return false;
  }
  return readVerb(word).length === 0 && !/ly$/.test(word) && /^\p{L}/u.test(word);
}

/** A verb ("which predicts", "which is") or a subject ("which we trained") after the pronoun. */
function opensRelative(word: string): boolean {
  if (isAuxiliary(word)) return true;
  if (subjectPronouns.has(word) || determiners.has(word)) return word !== 'that';
  return readVerb(word).some((reading) => reading.forms.some((form) => form !== 'gerund'));
}
