import { localSpelling } from '../../text/english/local-spelling.ts';
import { verbForms } from '../../text/english/verb-forms.ts';
import { conjunctions, isAuxiliary } from '../../text/english/word-classes.ts';
import { isRun, joined, matchesWords } from '../../text/tokens.ts';
import { type HiddenVerbEntry, hiddenVerbEntries } from './hidden-verbs-data.ts';
import { type ActiveTense, auxiliaryTenses, reportingEntries } from './impersonal-data.ts';
import { plainVerbs } from './plain-words-rule.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';

/** Quoted words are someone else's: a "we" inside them says nothing about the writer. */
const quoted = /"[^"\n]{0,400}"|“[^”\n]{0,400}”/g;
const firstPersonPlural = /(?<![\p{L}'’])(?:we|our|us|ours|ourselves)(?![\p{L}'’])/iu;

/** Whether the text speaks as "we" outside quotes: then its impersonal passives are the writers'. */
export function speaksAsWe(text: string): boolean {
  return firstPersonPlural.test(text.replace(quoted, ' '));
}

/** "we" + the verb in the passive's tense: "was found" → "we found", "can be seen" → "we can see". */
function activeWe(verb: string, tense: ActiveTense): string {
  const forms = verbForms(verb);
  if (tense === 'past') return `we ${forms.past}`;
  if (tense === 'present') return `we ${forms.base}`;
  if (tense === 'perfect') return `we have ${forms.participle}`;
  if (tense === 'past-perfect') return `we had ${forms.participle}`;
  return `we ${tense.modal} ${forms.base}`;
}

/** The auxiliary of an impersonal passive at tokens[at…]: its tense and its length in words. */
function auxiliaryAt(context: RuleContext, at: number) {
  for (const { words, tense } of auxiliaryTenses) {
    if (matchesWords(context.text, context.tokens, at, words))
      return { tense, length: words.length };
  }
  return undefined;
}

const reportingByParticiple = new Map(reportingEntries.map((entry) => [entry.participle, entry]));

/** "it was found that" → "we found that" (the "that" stays). */
function reportingEdit(context: RuleContext, start: number): Proposal | undefined {
  const { text, tokens } = context;
  if (tokens[start]!.lower !== 'it') return undefined;
  const auxiliary = auxiliaryAt(context, start + 1);
  if (!auxiliary) return undefined;
  const participle = start + 1 + auxiliary.length;
  const entry = reportingByParticiple.get(tokens[participle]?.lower ?? '');
  if (!entry || !isRun(text, tokens, start, auxiliary.length + 3)) return undefined;
  if (tokens[participle + 1]!.lower !== 'that') return undefined;
  const verb = plainVerbs.get(entry.verb) ?? entry.verb;
  return {
    start: tokens[start]!.start,
    end: tokens[participle]!.end,
    replacement: localSpelling(activeWe(verb, auxiliary.tense), context.spelling),
    reason: 'the writers did it: "we" says so',
    rule: `it was ${entry.participle} that`,
  };
}

/** Hidden verbs whose noun takes its object after a preposition: "an analysis of", "an investigation into". */
const transitiveByNoun = new Map<string, HiddenVerbEntry>();
for (const entry of hiddenVerbEntries) {
  if (!entry.objectRequired || !entry.object) continue;
  for (const noun of entry.nouns) transitiveByNoun.set(noun, entry);
}

/** The light verb's participle at tokens[at…], as one or two words ("conducted", "carried out"). */
function lightParticipleAt(context: RuleContext, entry: HiddenVerbEntry, at: number) {
  for (const light of entry.lightVerbs) {
    const [head, particle] = light.split(' ');
    const words = [verbForms(head!).participle, ...(particle ? [particle] : [])];
    if (matchesWords(context.text, context.tokens, at, words)) return words.length;
  }
  return undefined;
}

/** Words that may not stand inside the object: it would be a clause, not a noun phrase. */
function endsNounPhrase(word: string): boolean {
  return isAuxiliary(word) || conjunctions.has(word) || word === 'by';
}

/** Where a rewritten clause may end: the sentence's end, a comma, or a phrase that can follow. */
function closesClause(context: RuleContext, last: number): boolean {
  const next = context.tokens[last + 1];
  if (!next || !joined(context.text, context.tokens[last]!, next)) return true;
  return ['in', 'on', 'at', 'during', 'for', 'to', 'using', 'with', 'after', 'before'].includes(
    next.lower,
  );
}

/**
 * "an investigation was conducted into X" → "we investigated X"; "an analysis of X was
 * performed" → "we analyzed X" (X at most eight words of a noun phrase; never "… by someone").
 */
function hiddenPassiveEdit(context: RuleContext, start: number): Proposal | undefined {
  const { text, tokens } = context;
  const hasArticle = ['a', 'an', 'the'].includes(tokens[start]!.lower);
  const nounAt = hasArticle ? start + 1 : start;
  const entry = transitiveByNoun.get(tokens[nounAt]?.lower ?? '');
  if (!entry || !isRun(text, tokens, start, nounAt - start + 1)) return undefined;
  const edit = (end: number, tense: ActiveTense, tail: string) => {
    const verb = plainVerbs.get(entry.verb) ?? entry.verb;
    return {
      start: tokens[start]!.start,
      end,
      replacement: localSpelling(activeWe(verb, tense), context.spelling) + tail,
      reason: 'a verb says it, and "we" say who did it',
      rule: `${tokens[nounAt]!.lower} was conducted`,
    };
  };
  // "an investigation was conducted into X": the object follows the light verb.
  const auxiliary = auxiliaryAt(context, nounAt + 1);
  if (auxiliary) {
    const light = nounAt + 1 + auxiliary.length;
    const length = lightParticipleAt(context, entry, light);
    const preposition = length === undefined ? undefined : tokens[light + length];
    if (!preposition || !entry.object!.includes(preposition.lower)) return undefined;
    if (!isRun(text, tokens, start, light + length! - start + 1)) return undefined;
    return edit(preposition.end, auxiliary.tense, '');
  }
  // "an analysis of X was performed": the object stands between noun and verb.
  const preposition = tokens[nounAt + 1];
  if (!preposition || !entry.object!.includes(preposition.lower)) return undefined;
  for (let at = nounAt + 2; at <= nounAt + 10 && at < tokens.length; at++) {
    if (!joined(text, tokens[at - 1]!, tokens[at]!)) return undefined;
    const found = auxiliaryAt(context, at);
    if (found) {
      const light = at + found.length;
      const length = lightParticipleAt(context, entry, light);
      if (length === undefined || at === nounAt + 2) return undefined;
      if (!isRun(text, tokens, at - 1, found.length + length + 1)) return undefined;
      if (!closesClause(context, light + length - 1)) return undefined;
      const object = text.slice(tokens[nounAt + 2]!.start, tokens[at - 1]!.end);
      return edit(tokens[light + length - 1]!.end, found.tense, ` ${object}`);
    }
    if (endsNounPhrase(tokens[at]!.lower)) return undefined;
  }
  return undefined;
}

function findImpersonal(context: RuleContext): Proposal[] {
  if (!speaksAsWe(context.text)) return [];
  const edits: Proposal[] = [];
  for (const start of context.document.clauseStarts) {
    const edit = reportingEdit(context, start) ?? hiddenPassiveEdit(context, start);
    if (edit) edits.push(edit);
  }
  return edits;
}

export const impersonalFamily: RuleFamily = {
  sources: sourcesOf(reportingEntries),
  summary:
    'only in a text that already speaks as "we" (outside quotes): "it was found that" and its kin in the passive\'s tense ("it has been shown that" → "we have shown that", "it can be concluded that" → "we can conclude that"), and the hidden verbs\' nouns in the passive ("an investigation was conducted into X" → "we investigated X", "an analysis of X was performed" → "we analyzed X"; never with a "by" agent)',
  find: findImpersonal,
};
