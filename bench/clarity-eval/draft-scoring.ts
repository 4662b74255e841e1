import type { TextMetrics } from '../../supabase/functions/_shared/contract/refinement-contract.ts';
import { extractFacts } from '../../supabase/functions/_shared/text/facts/fact-extraction.ts';
import { createFactLock } from '../../supabase/functions/_shared/refinement/fact-lock.ts';
import type { CleanDraft, Pattern, WordyDraft } from './corpus-schema.ts';

/** Patterns whose fix removes words: a draft in one of them should come back shorter. */
const wordyPatterns: ReadonlySet<Pattern> = new Set([
  'complex-word',
  'wordy-phrase',
  'hidden-verb',
  'doublet',
  'excess-modifier',
  'hedging',
  'politeness-padding',
]);

/** What one engine made of one draft. `refined` is undefined when it gave no refinement. */
export interface EngineAnswer {
  refined: string | undefined;
  /** The changes it listed (a rewrite it did not list still counts as one). */
  changes: number;
  ms: number;
}

/** One draft's figures for one engine. */
export interface DraftScore {
  id: string;
  clean: boolean;
  wordy: boolean;
  answered: boolean;
  phrasesListed: number;
  unfixed: string[];
  before: TextMetrics;
  after: TextMetrics | undefined;
  hardLocked: number;
  hardLost: string[];
  softDifferences: number;
  /** Quotes, code, citations, URLs, DOIs and e-mail addresses not found verbatim afterwards. */
  protectedBroken: string[];
  rewrites: number;
  ms: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How often a phrase occurs as whole words, ignoring case: "prior to" is not in "priority". */
export function phraseCount(text: string, phrase: string): number {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'giu');
  return [...text.matchAll(pattern)].length;
}

const protectedKinds = new Set(['quote', 'code', 'citation', 'url', 'doi', 'email']);

/** The spans no engine may edit inside: quotes, citations, code and URLs. */
export function protectedTexts(draft: string): string[] {
  const fenced = [...draft.matchAll(/```[\s\S]*?```/g)].map((match) => match[0]);
  const facts = extractFacts(draft)
    .filter((fact) => protectedKinds.has(fact.kind))
    .map((fact) => draft.slice(fact.start, fact.end));
  return [...fenced, ...facts];
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

export function scoreDraft(
  draft: WordyDraft | CleanDraft,
  answer: EngineAnswer,
  metrics: { before: TextMetrics; after: TextMetrics | undefined },
): DraftScore {
  const phrases = 'phrases' in draft ? draft.phrases : [];
  const refined = answer.refined;
  const lock = createFactLock(draft.draft);
  const check = refined === undefined ? undefined : lock.check(refined);
  const hardLocked = lock.locked.filter((fact) => fact.hard).length;
  const changed = refined !== undefined && normalised(refined) !== normalised(draft.draft);
  return {
    id: draft.id,
    clean: !('phrases' in draft),
    wordy: 'patterns' in draft && draft.patterns.some((pattern) => wordyPatterns.has(pattern)),
    answered: refined !== undefined,
    phrasesListed: phrases.length,
    unfixed: phrases.filter(
      (phrase) =>
        refined === undefined || phraseCount(refined, phrase) >= phraseCount(draft.draft, phrase),
    ),
    before: metrics.before,
    after: metrics.after,
    hardLocked,
    hardLost: check?.missing.filter((fact) => fact.hard).map((fact) => fact.text) ?? [],
    softDifferences: check?.missing.filter((fact) => !fact.hard).length ?? 0,
    protectedBroken:
      refined === undefined
        ? []
        : protectedTexts(draft.draft).filter((text) => !refined.includes(text)),
    rewrites: changed ? Math.max(1, answer.changes) : 0,
    ms: answer.ms,
  };
}
