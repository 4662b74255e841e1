import { inCaseOf } from '../../text/english/contractions.ts';
import { wordBefore } from '../../text/token-context.ts';
import { contractions, formalGreeting, formalSignOffs } from './friendly-register-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { swapFamily } from './word-families.ts';

const contracted = swapFamily(contractions);

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
  return [...contracted.find(context), ...greetings(context.text), ...signOffsAndThanks(context)];
}

/** FRIENDLIER: contractions, a warmer greeting, sign-off and thank-you. */
export const friendlyRegisterFamily: RuleFamily = {
  sources: ['associate'],
  summary:
    'contractions ("do not" → "don\'t", "we are" → "we\'re"), a warmer greeting ("Dear Maria," → "Hi Maria,"), sign-off and thank-you',
  find: findFriendly,
};
