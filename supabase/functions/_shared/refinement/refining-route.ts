import { measureText } from '../clarity/text-metrics.ts';
import type { Refinement, TextMetrics } from '../contract/refinement-contract.ts';
import type { RefinementStyle } from '../contract/route-contract.ts';
import type { RouteOutcome, VendorRouter } from '../router/vendor-router.ts';
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
 */
export function createRefiningRoute(
  router: Pick<VendorRouter, 'route'>,
  options: { now?: () => number } = {},
) {
  const now = options.now ?? (() => performance.now());
  return async (
    text: string,
    routeOptions: {
      startedAt?: number;
      style?: RefinementStyle;
      signal?: AbortSignal;
      admitted?: Promise<boolean>;
    } = {},
  ): Promise<RefinedOutcome> => {
    const judge = createReplyJudge(text);
    const routed = router.route(text, { ...routeOptions, judge });
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
    return { ...outcome, refinement, refinementMs: now() - startedAt };
  };
}
