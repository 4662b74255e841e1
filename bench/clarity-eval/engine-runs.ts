import { refineMessage } from '../../supabase/functions/_shared/clarity/clarity-engine.ts';
import { measureText } from '../../supabase/functions/_shared/clarity/text-metrics.ts';
import { createReplyJudge } from '../../supabase/functions/_shared/refinement/reply-judge.ts';
import type { VendorAdapter } from '../../supabase/functions/_shared/vendors/vendor-adapter.ts';
import type { CleanDraft, Corpus, WordyDraft } from './corpus-schema.ts';
import { type DraftScore, type EngineAnswer, scoreDraft } from './draft-scoring.ts';

type Draft = WordyDraft | CleanDraft;

/** One engine's way of answering a draft; `refined` is undefined when it gave no refinement. */
export type Answerer = (draft: string) => Promise<EngineAnswer>;

/** The offline engine, timed on its own (no analysis of the draft is shared between runs). */
export const offlineAnswerer: Answerer = async (draft) => {
  const startedAt = performance.now();
  const result = await refineMessage(draft);
  const ms = performance.now() - startedAt;
  return { refined: result.refined, changes: result.edits.length, ms };
};

/**
 * A vendor, judged exactly as the route function judges it (reply-judge.ts): its reply must
 * parse as a refinement and be about the draft; one that is not answers nothing here. A reply
 * that lost a hard fact is kept, so the loss shows in the figures.
 */
export function vendorAnswerer(adapter: VendorAdapter, timeoutMs: number): Answerer {
  return async (draft) => {
    const startedAt = performance.now();
    try {
      const reply = await adapter.generate(draft, { signal: AbortSignal.timeout(timeoutMs) });
      const ms = performance.now() - startedAt;
      const verdict = createReplyJudge(draft).judge(reply.text);
      if (!('parsed' in verdict)) return { refined: undefined, changes: 0, ms };
      return { refined: verdict.parsed.refined, changes: verdict.parsed.changes.length, ms };
    } catch {
      return { refined: undefined, changes: 0, ms: performance.now() - startedAt };
    }
  };
}

/** Runs one engine over the whole corpus, one draft at a time, measuring like the route does. */
export async function runCorpus(corpus: Corpus, answer: Answerer): Promise<DraftScore[]> {
  const drafts: Draft[] = [...corpus.wordy, ...corpus.clean];
  const scores: DraftScore[] = [];
  for (const draft of drafts) {
    const result = await answer(draft.draft);
    const before = measureText(draft.draft);
    const after = result.refined === undefined ? undefined : measureText(result.refined);
    scores.push(scoreDraft(draft, result, { before, after }));
  }
  return scores;
}
