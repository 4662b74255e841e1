import type { RuleSourceId } from './rule-sources.ts';

/**
 * "It was found that" in a text that already speaks as "we": the writers did the finding, and
 * the guidance asks them to say so ("We found that"; "I hypothesized that", not "It was
 * hypothesized that"). Each entry is the participle after "it … be" and the verb "we" takes.
 * In a text that never says "we", the finder is unknown and the sentence stays.
 */
export interface ReportingEntry {
  participle: string;
  verb: string;
  source: RuleSourceId;
}

const reporting = (participle: string, verb: string, source: RuleSourceId): ReportingEntry => ({
  participle,
  verb,
  source,
});

export const reportingEntries: readonly ReportingEntry[] = [
  reporting('hypothesized', 'hypothesize', 'apa-first-person'),
  reporting('hypothesised', 'hypothesise', 'apa-first-person'),
  reporting('found', 'find', 'apa-first-person'),
  reporting('observed', 'observe', 'apa-first-person'),
  reporting('shown', 'show', 'apa-first-person'),
  reporting('demonstrated', 'show', 'apa-first-person'),
  reporting('concluded', 'conclude', 'apa-first-person'),
  reporting('decided', 'decide', 'apa-first-person'),
  reporting('determined', 'determine', 'apa-first-person'),
  reporting('assumed', 'assume', 'apa-first-person'),
  reporting('expected', 'expect', 'apa-first-person'),
  reporting('anticipated', 'expect', 'apa-first-person'),
  reporting('estimated', 'estimate', 'apa-first-person'),
  reporting('confirmed', 'confirm', 'apa-first-person'),
  reporting('verified', 'verify', 'apa-first-person'),
  reporting('discovered', 'discover', 'apa-first-person'),
  reporting('argued', 'argue', 'apa-first-person'),
  reporting('proposed', 'propose', 'apa-first-person'),
  reporting('suggested', 'suggest', 'apa-first-person'),
  reporting('recommended', 'recommend', 'apa-first-person'),
  reporting('noticed', 'notice', 'apa-first-person'),
];

/** "be" as the passive's auxiliary, and the active verb phrase it asks for. */
export type ActiveTense = 'past' | 'present' | 'perfect' | 'past-perfect' | { modal: string };

/** Auxiliaries of the impersonal passive, as words: "was", "has been", "can be". */
export const auxiliaryTenses: readonly { words: readonly string[]; tense: ActiveTense }[] = [
  { words: ['was'], tense: 'past' },
  { words: ['were'], tense: 'past' },
  { words: ['is'], tense: 'present' },
  { words: ['are'], tense: 'present' },
  { words: ['has', 'been'], tense: 'perfect' },
  { words: ['have', 'been'], tense: 'perfect' },
  { words: ['had', 'been'], tense: 'past-perfect' },
  ...['can', 'could', 'will', 'would', 'may', 'might', 'must'].map((modal) => ({
    words: [modal, 'be'],
    tense: { modal },
  })),
];
