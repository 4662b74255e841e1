import { measureText } from '../clarity/text-metrics.ts';
import type { Refinement, TextMetrics } from '../contract/refinement-contract.ts';
import type { RefinementStyle } from '../contract/route-contract.ts';
import type { RouteOutcome } from '../router/route-outcome.ts';
import type { VendorRouter } from '../router/vendor-router.ts';
import {
  createRefinedTextStream,
  type RefinementStreamSink,
  type StreamedTextTransform,
} from './refined-text-stream.ts';
import { createReplyJudge } from './reply-judge.ts';
import { budgetFor, factCheckNote } from './work-budget.ts';

type Answered = Extract<RouteOutcome, { ok: true }>;

/** A routed message with its reply structured, measured and fact-checked. */
export type RefinedOutcome =
  | (Answered & { refinement: Refinement; refinementMs: number })
  | Extract<RouteOutcome, { ok: false }>;

/** Resolves after the current macrotask, once the first vendor call is on its way. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Routes one draft so that every engine's reply comes back in one shape: a judge (parse,
 * relevance, fact lock) decides which remote reply may win; the draft is read by the judge and
 * measured while the vendor works (its first call is already out), the refined text once it is
 * back. With `admitted` (the quota's decision, pending while its check is out), the draft is
 * read only once the quota admitted the request: a refused request costs no analysis of it.
 * `refinementMs` is what this adds after the reply arrived: the part on the caller's clock.
 *
 * With a `stream` sink, the refined message goes there as it is written, before the judge has
 * seen the whole answer, through `streamTransform` (made for each answer from the request's
 * draft; the text unchanged by default): the place for a change the streamed text needs.
 */
export function createRefiningRoute(
  router: Pick<VendorRouter, 'route'>,
  options: {
    now?: () => number;
    streamTransform?: (draft: string) => StreamedTextTransform;
  } = {},
) {
  const now = options.now ?? (() => performance.now());
  return async (
    text: string,
    routeOptions: {
      startedAt?: number;
      style?: RefinementStyle;
      signal?: AbortSignal;
      admitted?: Promise<boolean>;
      stream?: RefinementStreamSink;
    } = {},
  ): Promise<RefinedOutcome> => {
    const { stream: sink, ...rest } = routeOptions;
    const judge = createReplyJudge(text);
    const { streamTransform } = options;
    const stream = sink
      ? createRefinedTextStream(sink, {
          ...(streamTransform ? { transform: () => streamTransform(text) } : {}),
        })
      : undefined;
    const routed = router.route(text, {
      ...rest,
      judge,
      ...(stream ? { onText: stream.text, onReplaced: stream.replaced } : {}),
    });
    const admitted = routeOptions.admitted ?? Promise.resolve(true);
    const before: Promise<TextMetrics | undefined> = Promise.all([admitted, nextTurn()]).then(
      ([admission]) => {
        if (!admission) return undefined;
        judge.prepare();
        return measureText(text);
      },
    );
    const outcome = await routed;
    if (!outcome.ok) return outcome;
    const startedAt = now();
    const refined = outcome.parsed.refined;
    const facts =
      outcome.facts ?? judge.lock.check(refined, budgetFor(text.length + refined.length));
    const metrics = { before: (await before) ?? measureText(text), after: measureText(refined) };
    const refinement: Refinement = {
      refined,
      changes: outcome.parsed.changes,
      // Said when the fact check stopped early: the facts it could not look for are listed lost.
      notes: facts.incomplete ? [...outcome.parsed.notes, factCheckNote] : outcome.parsed.notes,
      metrics,
      facts: { locked: judge.lock.locked, missing: facts.missing },
    };
    stream?.finish({ streamed: outcome.streamed, refined: refinement.refined });
    return { ...outcome, refinement, refinementMs: now() - startedAt };
  };
}
