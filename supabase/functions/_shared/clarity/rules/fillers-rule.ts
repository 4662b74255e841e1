import { modals, negations, subjectPronouns } from '../../text/english/word-classes.ts';
import { startsSentence, wordAfter, wordBefore } from '../../text/token-context.ts';
import { dropOpeners, openerPattern } from './clause-openers.ts';
import { emptyOpeners, type FillerEntry, fillerEntries } from './fillers-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';
import { sourcesOf } from './rule-sources.ts';

const entries = new Map(fillerEntries.map((entry) => [entry.word, entry]));
const openers = emptyOpeners.map((opener) => openerPattern(opener.pattern));

/** Words "just" means nothing after: "I just wanted", "we can just send", "it just works". */
const auxiliaries = new Set([...modals, 'do', 'does', 'did', 'also', 'it']);

const isVerbBase = (word: string) =>
  readVerb(word).some((reading) => reading.forms.includes('base'));

/** "just" is "only" before a number or a noun ("just two samples"), and "exactly" in "just as". */
function fillsAfterSubject(context: RuleContext, at: number, after: string): boolean {
  const before = wordBefore(context.text, context.tokens, at);
  if (subjectPronouns.has(before) || auxiliaries.has(before)) return !/^\d/.test(after);
  return startsSentence(context.text, context.tokens, at) && isVerbBase(after);
}

function isFiller(context: RuleContext, at: number, entry: FillerEntry): boolean {
  const { text, tokens } = context;
  const before = wordBefore(text, tokens, at);
  const after = wordAfter(text, tokens, at);
  // "not just", "not actually": the filler carries the negation's scope; and a word must follow.
  if (after === '' || negations.has(before) || before.endsWith("n't")) return false;
  if (entry.keepBefore?.includes(after)) return false;
  // "a pretty picture": "pretty" after an article is an adjective.
  if (entry.word === 'pretty' && (before === 'a' || before === 'the')) return false;
  return entry.where === 'anywhere' || fillsAfterSubject(context, at, after);
}

/** "It works, actually." → "It works.": a filler closing a sentence goes with its comma. */
function closesSentence(text: string, start: number, end: number): number | undefined {
  const comma = /,[^\S\n]*$/.exec(text.slice(Math.max(0, start - 4), start));
  return comma && /^[.!?]/.test(text.slice(end)) ? start - comma[0].length : undefined;
}

function fillerWords(context: RuleContext): Proposal[] {
  return context.tokens.flatMap((token, at): Proposal[] => {
    const entry = entries.get(token.lower);
    if (!entry) return [];
    const closing =
      entry.where === 'anywhere' ? closesSentence(context.text, token.start, token.end) : undefined;
    if (closing === undefined && !isFiller(context, at, entry)) return [];
    return [
      {
        start: closing ?? token.start,
        end: token.end,
        replacement: '',
        reason: 'a filler: the sentence says the same without it',
        rule: entry.word,
      },
    ];
  });
}

function findFillers(context: RuleContext): Proposal[] {
  return [
    ...fillerWords(context),
    ...dropOpeners(context, openers, {
      rule: 'empty opener',
      reason: 'the opener says nothing the sentence does not',
    }),
  ];
}

/** SHORTER: fillers anywhere and the openers that only announce or hedge a sentence. */
export const fillersFamily: RuleFamily = {
  sources: sourcesOf(fillerEntries, emptyOpeners),
  summary:
    'fillers anywhere ("I just wanted", "actually", "simply", "certainly") and empty or hedging openers ("As you know,", "It seems that", "Please note that")',
  find: findFillers,
};
