import type { RuleSourceId } from './rule-sources.ts';

/**
 * Words that say one thing twice ("due and payable"), or a word its neighbour already implies
 * ("past history"). `verb` doublets match in every inflection ("ceased and desisted" →
 * "stopped"); the others as written.
 */
export interface DoubletEntry {
  phrase: string;
  to: string;
  verb?: true;
  source: RuleSourceId;
}

const doublet = (phrase: string, to: string, source: RuleSourceId): DoubletEntry => ({
  phrase,
  to,
  source,
});
const verbDoublet = (phrase: string, to: string, source: RuleSourceId): DoubletEntry => ({
  phrase,
  to,
  verb: true,
  source,
});

export const doubletEntries: readonly DoubletEntry[] = [
  // The guidelines' own examples ("begin and commence" → "start" there; we keep the plain
  // word the writer chose first).
  doublet('due and payable', 'due', 'fplg-doublets'),
  verbDoublet('cease and desist', 'stop', 'fplg-doublets'),
  verbDoublet('cease and desist from', 'stop', 'fplg-doublets'),
  verbDoublet('begin and commence', 'begin', 'fplg-doublets'),
  doublet('knowledge and information', 'knowledge', 'fplg-doublets'),
  doublet('null and void', 'void', 'retext-simplify'),
  doublet('each and every', 'each', 'retext-simplify'),
  doublet('first and foremost', 'first', 'retext-simplify'),
  doublet('if and when', 'if', 'retext-simplify'),
  doublet('any and all', 'all', 'associate'),
  doublet('full and complete', 'complete', 'associate'),
  doublet('true and correct', 'correct', 'associate'),
  doublet('true and accurate', 'accurate', 'associate'),
  doublet('final and conclusive', 'final', 'associate'),
  doublet('unless and until', 'until', 'associate'),
  doublet('various and sundry', 'various', 'associate'),
  doublet('basic and fundamental', 'basic', 'associate'),
  doublet('clear and unambiguous', 'clear', 'associate'),
  doublet('goals and objectives', 'goals', 'associate'),
  doublet('aims and objectives', 'aims', 'associate'),
  doublet('one and only', 'only', 'associate'),
  doublet('give, devise and bequeath', 'give', 'fplg-doublets'),
  doublet('give, devise, and bequeath', 'give', 'fplg-doublets'),
  verbDoublet('help and assist', 'help', 'associate'),
  verbDoublet('alter and change', 'change', 'associate'),
  verbDoublet('keep and maintain', 'keep', 'associate'),
  verbDoublet('review and examine', 'review', 'associate'),
  verbDoublet('finish and complete', 'finish', 'associate'),
  // Redundant pairs: the first word adds nothing the second does not say.
  doublet('past history', 'history', 'associate'),
  doublet('end result', 'result', 'associate'),
  doublet('final outcome', 'outcome', 'associate'),
  doublet('future plans', 'plans', 'associate'),
  doublet('advance planning', 'planning', 'associate'),
  doublet('basic fundamentals', 'fundamentals', 'associate'),
  doublet('true facts', 'facts', 'associate'),
  doublet('exact same', 'same', 'associate'),
  doublet('absolutely essential', 'essential', 'fplg-modifiers'),
  doublet('unexpected surprise', 'surprise', 'associate'),
  doublet('consensus of opinion', 'consensus', 'associate'),
  doublet('new innovation', 'innovation', 'associate'),
  doublet('new innovations', 'innovations', 'associate'),
  doublet('close proximity', 'proximity', 'associate'),
  // The APA manual's redundancies.
  doublet('one and the same', 'the same', 'apa-redundancy'),
  doublet('completely unanimous', 'unanimous', 'apa-redundancy'),
  doublet('just exactly', 'exactly', 'apa-redundancy'),
  doublet('both alike', 'alike', 'apa-redundancy'),
  verbDoublet('summarize briefly', 'summarize', 'apa-redundancy'),
  verbDoublet('summarise briefly', 'summarise', 'apa-redundancy'),
  // Williams: what the first word implies.
  doublet('past experience', 'experience', 'williams-concision'),
  doublet('past memories', 'memories', 'williams-concision'),
  doublet('future prospects', 'prospects', 'williams-concision'),
  doublet('final conclusion', 'conclusion', 'williams-concision'),
  doublet('brief summary', 'summary', 'williams-concision'),
  doublet('general consensus', 'consensus', 'williams-concision'),
  doublet('personal opinion', 'opinion', 'williams-concision'),
  doublet('important essentials', 'essentials', 'williams-concision'),
  doublet('basic essentials', 'essentials', 'williams-concision'),
  doublet('each individual', 'each', 'williams-concision'),
  doublet('mutual cooperation', 'cooperation', 'williams-concision'),
  doublet('free gift', 'gift', 'williams-concision'),
  doublet('added bonus', 'bonus', 'williams-concision'),
  verbDoublet('completely eliminate', 'eliminate', 'williams-concision'),
  verbDoublet('completely destroy', 'destroy', 'williams-concision'),
  verbDoublet('first begin', 'begin', 'williams-concision'),
  verbDoublet('merge together', 'merge', 'williams-concision'),
  verbDoublet('cooperate together', 'cooperate', 'williams-concision'),
  verbDoublet('connect together', 'connect', 'williams-concision'),
  verbDoublet('gather together', 'gather', 'williams-concision'),
  verbDoublet('link together', 'link', 'williams-concision'),
  verbDoublet('reply back', 'reply', 'williams-concision'),
  verbDoublet('join together', 'join', 'associate'),
  verbDoublet('combine together', 'combine', 'associate'),
  verbDoublet('collaborate together', 'collaborate', 'associate'),
  verbDoublet('repeat again', 'repeat', 'associate'),
  verbDoublet('revert back', 'revert', 'associate'),
  verbDoublet('return back', 'return', 'associate'),
];
