import { refineMessage } from '../../supabase/functions/_shared/clarity/clarity-engine.ts';
import { createReplyJudge } from '../../supabase/functions/_shared/refinement/reply-judge.ts';
import type { VendorAdapter } from '../../supabase/functions/_shared/vendors/vendor-adapter.ts';
import type { LabelledMessage } from './impact-corpus-schema.ts';
import {
  type EngineAnswer,
  type EvalStyle,
  scoreAnswer,
  type StyleScore,
} from './impact-scoring.ts';

/** No style first (the default refinement), then each one-key style. */
export const evalStyles: readonly EvalStyle[] = [
  'default',
  'shorter',
  'formal',
  'friendly',
  'direct',
  'plain',
];

/** One engine's way of answering a message in a style. */
export type ImpactAnswerer = (text: string, style: EvalStyle) => Promise<EngineAnswer>;

const styleOption = (style: EvalStyle) => (style === 'default' ? {} : { style });

/** The offline engine, as the route calls it. */
export const offlineImpactAnswerer: ImpactAnswerer = async (text, style) => {
  const startedAt = performance.now();
  const result = await refineMessage(text, styleOption(style));
  return { refined: result.refined, notes: result.notes, ms: performance.now() - startedAt };
};

/**
 * A vendor, its reply judged as the route judges it: one that does not parse or is not about
 * the message answers nothing here; one that lost a fact is kept, so the loss shows.
 */
export function vendorImpactAnswerer(adapter: VendorAdapter, timeoutMs: number): ImpactAnswerer {
  return async (text, style) => {
    const startedAt = performance.now();
    try {
      const reply = await adapter.generate(text, {
        signal: AbortSignal.timeout(timeoutMs),
        ...styleOption(style),
      });
      const verdict = createReplyJudge(text).judge(reply.text);
      const ms = performance.now() - startedAt;
      if (!('parsed' in verdict)) return { refined: undefined, notes: [], ms };
      return { refined: verdict.parsed.refined, notes: verdict.parsed.notes, ms };
    } catch {
      return { refined: undefined, notes: [], ms: performance.now() - startedAt };
    }
  };
}

/** Every message in every style, one at a time, scored against its labels. */
export async function runEngine(
  messages: readonly LabelledMessage[],
  answer: ImpactAnswerer,
): Promise<StyleScore[]> {
  const scores: StyleScore[] = [];
  for (const message of messages) {
    for (const style of evalStyles) {
      scores.push(scoreAnswer(message, style, await answer(message.text, style)));
    }
  }
  return scores;
}
