import { negations } from '../../text/english/word-classes.ts';
import { startsSentence, wordAfter, wordBefore } from '../../text/token-context.ts';
import {
  absoluteWords,
  attitudeVerbs,
  attitudeWords,
  type ModifierEntry,
  modifierEntries,
} from './excess-modifiers-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';
import { sourcesOf } from './rule-sources.ts';

const entries = new Map(modifierEntries.map((entry) => [entry.word, entry]));

/** Whether the claim survives without the modifier (excess-modifiers-data.ts says when). */
function claimSurvives(entry: ModifierEntry, after: string): boolean {
  if (after === '') return false;
  if (entry.anyWord) return true;
  if (entry.before !== 'attitude' && absoluteWords.has(after)) return true;
  if (entry.before !== 'absolute' && attitudeWords.has(after)) return true;
  return entry.verbs === true && readVerb(after).some((reading) => attitudeVerbs.has(reading.base));
}

function droppable(entry: ModifierEntry, before: string, after: string): boolean {
  if (negations.has(before) || before.endsWith("n't") || before === 'hardly') return false;
  return claimSurvives(entry, after);
}

/** "Basically, we agree": the sentence opener and its comma go. */
function opensWithComma(context: RuleContext, at: number): boolean {
  const token = context.tokens[at]!;
  return context.text.charAt(token.end) === ',' && startsSentence(context.text, context.tokens, at);
}

function findModifiers(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  tokens.forEach((token, at) => {
    const entry = entries.get(token.lower);
    if (!entry) return;
    const opener = entry.opensSentence === true && opensWithComma(context, at);
    if (!opener && !droppable(entry, wordBefore(text, tokens, at), wordAfter(text, tokens, at))) {
      return;
    }
    edits.push({
      start: token.start,
      end: opener ? token.end + 1 : token.end,
      replacement: '',
      reason: 'it adds emphasis without meaning',
      rule: entry.word,
    });
  });
  return edits;
}

export const modifiersFamily: RuleFamily = {
  sources: sourcesOf(modifierEntries),
  summary:
    'an intensifier only where the claim survives without it: before a word already at the end of its scale ("absolutely essential", "truly unique"), a word for the writer\'s own attitude or thanks ("very grateful", "extremely useful"), or, for "really", "totally", "completely", "absolutely", "truly", a verb of attitude ("really appreciate"); "basically" and "literally" anywhere',
  find: findModifiers,
};
