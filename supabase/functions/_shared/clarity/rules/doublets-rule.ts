import { type VerbForm, verbFormNames, verbForms } from '../../text/english/verb-forms.ts';
import { phraseKey, phrasesPattern } from '../rewriting/phrase-pattern.ts';
import { pastOrParticiple } from '../../text/token-context.ts';
import { tokenIndexAt } from '../../text/tokens.ts';
import { type DoubletEntry, doubletEntries } from './doublets-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';

interface Written {
  entry: DoubletEntry;
  /** For a verb doublet, the form it was written in. */
  form?: VerbForm;
}

/** "cease and desist" in each form, every word inflected alike: "ceased and desisted". */
function inflectedPhrases(entry: DoubletEntry): [string, Written][] {
  if (!entry.verb) return [[phraseKey(entry.phrase), { entry }]];
  const [first, joiner, second, ...rest] = entry.phrase.split(' ');
  const phrases = new Map<string, Written>();
  for (const form of verbFormNames) {
    const head = verbForms(first!)[form];
    // "join together": the second word is not a verb and does not inflect.
    const tail =
      joiner === 'and'
        ? ['and', verbForms(second!)[form], ...rest].join(' ')
        : entry.phrase.split(' ').slice(1).join(' ');
    const key = phraseKey(`${head} ${tail}`);
    // A regular past is also the participle: keep it as 'past', decided from its context.
    if (!phrases.has(key)) phrases.set(key, { entry, form });
  }
  return [...phrases];
}

const written = new Map(doubletEntries.flatMap(inflectedPhrases));
const pattern = phrasesPattern(written.keys());

function findDoublets(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  for (const match of text.matchAll(pattern)) {
    const found = written.get(phraseKey(match[0]));
    if (!found) continue;
    let replacement = found.entry.to;
    if (found.form) {
      const at = tokenIndexAt(tokens, match.index);
      const form = found.form === 'past' ? pastOrParticiple(text, tokens, at) : found.form;
      replacement = verbForms(found.entry.to)[form];
    }
    edits.push({
      start: match.index,
      end: match.index + match[0].length,
      replacement,
      reason: 'both words say the same thing',
      rule: found.entry.phrase,
    });
  }
  return edits;
}

export const doubletsFamily: RuleFamily = {
  sources: sourcesOf(doubletEntries),
  summary:
    'doublets, triplets and redundant pairs, verbs in every form ("due and payable" → "due", "ceased and desisted" → "stopped", "give, devise, and bequeath" → "give", "past history" → "history", "one and the same" → "the same", "each individual" → "each")',
  find: findDoublets,
};
