import { corsHeaders } from '../_shared/http/cors-headers.ts';
import { lazyModule } from './lazy-module.ts';
import { summariseError } from './log-safety.ts';
import type { RouteDependencies } from './route-dependencies.ts';

/**
 * A wake: a POST to the function's `wake` path (`/functions/v1/route/wake`, no body needed),
 * which the app sends as its writer starts a draft. A path of its own leaves the function's
 * contract (`{ text }` → `{ output, meta }`) as it was for every other request, an empty body
 * still refused as no JSON, and a wake is told apart from a draft in every log and network
 * panel.
 */
export function isWakeRequest(request: Request): boolean {
  return /\/wake\/?$/u.test(new URL(request.url).pathname);
}

/**
 * The answer to a wake from a caller who passed the checks: 204 at once, and the isolate gets
 * ready for a first draft after the response, through `waitUntil`. A failure there is logged,
 * never answered: the draft that follows loads what it needs as it would have without a wake.
 */
export function answerWake(deps: RouteDependencies, requestId: string): Response {
  if (deps.warmUp) {
    const failed = (error: unknown) =>
      deps.log({ level: 'warn', requestId, event: 'warm_up_failed', error: summariseError(error) });
    deps.waitUntil(deps.warmUp().catch(failed));
  }
  return new Response(null, { status: 204, headers: corsHeaders });
}

/**
 * A short draft with something for each part of a refinement to read: wordy phrases and a
 * passive for the rules, a number, a unit, a date, a percentage and a citation for the fact
 * lock, a hedged and a causal claim for the claim lock, and an ask for the impact reading.
 */
export const sampleDraft =
  'I just wanted to ask if you could possibly send me the results from 12 May in order to ' +
  'check the 5 mg dose prior to Friday. It was found by the team that the new protocol may ' +
  'have caused a 20% drop in recall between 2019 and 2021 (Smith et al., 2020).';

/** Resolves after the current macrotask: the wake's answer leaves before the work starts. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Gets an isolate ready for its first draft, once: a cold isolate's first offline refinement
 * spends most of its CPU loading modules (the body's reader with zod, the quota check, the
 * router, the offline engine, the judge, the metrics) and running the engine's patterns for
 * the first time, which a sample draft routed offline through `route` does ahead of the
 * writer. No vendor is called and nothing is recorded. A warm-up that failed is tried again
 * at the next wake.
 */
export function createWarmUp(route: RouteDependencies['route']): () => Promise<void> {
  return lazyModule(async () => {
    await nextTurn();
    // The same modules the handler and the live dependencies load lazily: one copy each.
    await Promise.all([
      import('../_shared/http/read-route-request.ts'),
      import('../_shared/data/route-quota.ts'),
    ]);
    const outcome = await route(sampleDraft, { offline: true });
    if (!outcome.ok) throw new Error('the sample draft got no offline answer');
  });
}
