import { inCaseOf } from '../../text/english/contractions.ts';
import { PhraseIndex } from '../../text/phrase-index.ts';
import { wordAfter, wordBefore } from '../../text/token-context.ts';
import {
  formalGreeting,
  formalSignOffs,
  negativePairs,
  type PronounPair,
  pronounPairs,
} from './friendly-register-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

type Pair = { contracted: string; before: PronounPair['before'] | 'anything' };
const index = new PhraseIndex<Pair>();
for (const [words, contracted] of negativePairs)
  index.add(words, { contracted, before: 'anything' });
for (const pair of pronounPairs) index.add(pair.words, pair);

const readsAs = (word: string, form: 'base' | 'participle') =>
  word === 'been' && form === 'participle'
    ? true
    : readVerb(word).some((reading) => reading.forms.includes(form));

/** Whether the word after a pronoun + verb lets it contract ("we'd like", not "we'd the"). */
function followsWell(pair: Pair, next: string): boolean {
  if (pair.before === 'anything') return true;
  if (next === '' || /^\d/.test(next)) return false;
  if (pair.before === 'verb') return readsAs(next, 'base') || ['be', 'like', 'love'].includes(next);
  if (pair.before === 'participle') return readsAs(next, 'participle');
  return true;
}

/** "do not" → "don't", "we are" → "we're", "I have sent" → "I've sent", in the writer's case. */
function contractions(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const [match] = index.matchesAt(text, tokens, at);
    if (!match) continue;
    const last = at + match.words.length - 1;
    const before = wordBefore(text, tokens, at);
    // "as it is now", "more than we are": a comparison keeps its full verb.
    if (before === 'as' || before === 'than') continue;
    if (!followsWell(match.payload, wordAfter(text, tokens, last))) continue;
    edits.push({
      start: tokens[at]!.start,
      end: tokens[last]!.end,
      replacement: inCaseOf(tokens[at]!.text, match.payload.contracted),
      reason: 'a contraction reads as a colleague writes',
      rule: 'contraction',
    });
    at = last;
  }
  return edits;
}

/** "Dear Maria," → "Hi Maria,"; "Dear colleagues," → "Hi all,". */
function greetings(text: string): Proposal[] {
  return [...text.matchAll(formalGreeting)].flatMap((match): Proposal[] => {
    const start = match.index + match[1]!.length;
    const base = { reason: 'a warmer greeting', rule: 'greeting' } as const;
    const edits: Proposal[] = [{ ...base, start, end: start + 4, replacement: 'Hi' }];
    if (match[3] === 'colleagues' || match[3] === 'everyone') {
      const at = match.index + match[0].lastIndexOf(match[3]);
      edits.push({ ...base, start: at, end: at + match[3].length, replacement: 'all' });
    }
    return edits;
  });
}

/** "Kind regards," on a line of its own → "Best,"; "Thank you" → "Thanks". */
function signOffsAndThanks(context: RuleContext): Proposal[] {
  const edits: Proposal[] = [];
  // The line's spaces are taken whole: "(?=(…))\1" never gives any back to the words, so a long
  // line of spaces is not split every way.
  for (const match of context.text.matchAll(/^(?=([ \t]*))\1([\p{L} ]{6,20}?)[ \t]*,[ \t]*$/gmu)) {
    const warmer = formalSignOffs[match[2]!.toLowerCase()];
    if (!warmer) continue;
    const start = match.index + match[1]!.length;
    edits.push({
      start,
      end: start + match[2]!.length,
      replacement: warmer,
      reason: 'a warmer sign-off',
      rule: 'sign-off',
    });
  }
  context.tokens.forEach((token, at) => {
    const next = context.tokens[at + 1];
    if (token.lower !== 'thank' || next?.lower !== 'you') return;
    if (wordBefore(context.text, context.tokens, at) !== '') return;
    edits.push({
      start: token.start,
      end: next.end,
      replacement: inCaseOf(token.text, 'thanks'),
      reason: 'a warmer thank-you',
      rule: 'thank you',
    });
  });
  return edits;
}

function findFriendly(context: RuleContext): Proposal[] {
  return [...contractions(context), ...greetings(context.text), ...signOffsAndThanks(context)];
}

/** FRIENDLIER: contractions, a warmer greeting, sign-off and thank-you. */
export const friendlyRegisterFamily: RuleFamily = {
  sources: ['associate'],
  summary:
    'contractions ("do not" → "don\'t", "we are" → "we\'re"), a warmer greeting ("Dear Maria," → "Hi Maria,"), sign-off and thank-you',
  find: findFriendly,
};
