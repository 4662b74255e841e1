import type { Refinement, TextMetrics } from '../_shared/contract/refinement-contract.ts';
import type { ShieldedDraft } from '../_shared/privacy/privacy-shield.ts';
import type { WithheldCounts } from '../_shared/privacy/privacy-vault.ts';
import type { RouteOutcome } from '../_shared/router/route-outcome.ts';
import { alreadyAdmitted, type RouteRequest } from '../_shared/router/route-request.ts';
import type { VendorRouter } from '../_shared/router/vendor-router.ts';
import { lazyModule } from './lazy-module.ts';

type Answered = Extract<RouteOutcome, { ok: true }>;

/**
 * A routed message with its reply structured, measured and fact-checked; `withheld` counts the
 * values kept from the vendors by kind (absent when none were).
 */
export type RefinedOutcome =
  | (Answered & { refinement: Refinement; refinementMs: number; withheld?: WithheldCounts })
  | (Extract<RouteOutcome, { ok: false }> & { withheld?: WithheldCounts });

/** Resolves after the current macrotask, once the first vendor call is on its way. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The privacy shield (its detectors, their patterns and the validators' loaders) loads with the
 * first draft it masks: a function without remote vendors never masks one.
 */
const loadPrivacyShield = lazyModule(() => import('../_shared/privacy/privacy-shield.ts'));

/**
 * Masks the draft for the vendors. A failure is no reason to send the draft as typed: the
 * request fails instead, and the error says only which kind it was (its message could quote a
 * value, and unexpected errors are logged).
 */
async function masked(text: string): Promise<ShieldedDraft> {
  try {
    const { shieldDraft } = await loadPrivacyShield();
    return await shieldDraft(text);
  } catch (error) {
    const kind = error instanceof Error ? error.name : typeof error;
    // eslint-disable-next-line preserve-caught-error -- the shield's error could quote the draft
    throw new Error(`the privacy shield could not mask the draft (${kind})`);
  }
}

/**
 * The text metrics (retext, its plugins and the syllable tables) and the placing of changes
 * (the diff package) load with the first draft an isolate handles, not at start-up.
 */
const loadTextMetrics = lazyModule(() => import('../_shared/clarity/text-metrics.ts'));
const loadChangePlacing = lazyModule(
  () => import('../_shared/refinement/changes/located-changes.ts'),
);

/**
 * The judge (the fact and claim locks, relevance, the reply's reading) and the impact reading
 * load with the first draft an isolate routes, so that importing this module costs a cold start
 * nothing: the handler's dependencies hold this route from the start.
 */
const loadJudging = lazyModule(() =>
  Promise.all([
    import('../_shared/refinement/reply-judge.ts'),
    import('../_shared/refinement/fact-lock.ts'),
    import('../_shared/refinement/claim-lock.ts'),
    import('../_shared/impact/refinement-impact.ts'),
    import('../_shared/text/work-meter.ts'),
  ]),
);

/** The writer of a streamed answer loads with the first draft that asked for one. */
const loadTextStream = lazyModule(() => import('./refined-text-stream.ts'));

/** The router, or what loads it once (the live route loads the router with the first draft). */
export type RouterSource =
  Pick<VendorRouter, 'route'> | (() => Promise<Pick<VendorRouter, 'route'>>);

/**
 * Routes one draft so that every engine's reply comes back in one shape (the router comes from
 * `routerSource`, loaded with the first draft when it is a loader): a judge (parse,
 * relevance, fact lock) decides which remote reply may win; the draft is read by the judge and
 * measured while the vendor works (its first call is already out), the refined text once it is
 * back, and its changes placed in both texts. With `admission` (the quota's decision, pending
 * while its check is out), the draft is read only once the quota admitted the request: a
 * refused request costs no analysis of it.
 * `refinementMs` is what this adds after the reply arrived: the part on the caller's clock.
 *
 * With `shield` (remote vendors configured and PRIVACY_SHIELD on), the sensitive values of the
 * draft are masked before the first vendor call leaves: a linear pass that must precede the
 * call, so it runs beside the quota check (docs/route-function.md, bounded work). Remote
 * vendors get the masked text, the offline engine the draft as typed; the judge puts every
 * value back and fails an answer that lost a placeholder; `withheld` counts what was kept.
 *
 * With `offline` (the writer's switch), only the offline engine answers: no vendor is called,
 * so nothing is masked.
 *
 * With a `stream` sink, the refined message goes there as it is written, before the judge has
 * seen the whole answer, through a transform made for each answer: the masked values put back
 * as they come, a placeholder split across two pieces included.
 */
export function createRefiningRoute(
  routerSource: RouterSource,
  options: { now?: () => number; shield?: boolean } = {},
) {
  const now = options.now ?? (() => performance.now());
  return async (text: string, request: RouteRequest = {}): Promise<RefinedOutcome> => {
    const { stream: sink, ...rest } = request;
    const [
      shielded,
      [{ createReplyJudge }, { factCheckNote }, { claimCheckNote }, { impactOf }, { budgetFor }],
      router,
      textStream,
    ] = await Promise.all([
      // Asked offline, the draft goes to no vendor: there is nothing to mask it from.
      options.shield && !request.offline ? masked(text) : undefined,
      loadJudging(),
      typeof routerSource === 'function' ? routerSource() : routerSource,
      sink ? loadTextStream() : undefined,
    ]);
    const vault = shielded && shielded.vault.size > 0 ? shielded.vault : undefined;
    const judge = createReplyJudge(text, {
      ...(vault ? { vault } : {}),
      ...(request.style ? { style: request.style } : {}),
    });
    const stream =
      sink && textStream
        ? textStream.createRefinedTextStream(
            sink,
            vault ? { transform: () => textStream.restoringText(vault) } : {},
          )
        : undefined;
    const routed = router.route(text, {
      ...rest,
      ...(vault ? { vendorText: shielded!.masked } : {}),
      judge,
      ...(stream ? { onText: stream.onText, onReplaced: stream.onReplaced } : {}),
    });
    // The shield is loaded once a vault exists: it masked the draft.
    const withheld = vault ? { withheld: (await loadPrivacyShield()).withheldCounts(vault) } : {};
    const { decided: admitted } = request.admission ?? alreadyAdmitted;
    const metricsModule = loadTextMetrics();
    const placingModule = loadChangePlacing();
    // Awaited only once a reply is in: a failed load must not go unhandled before then.
    placingModule.catch(() => {});
    // The draft is read while the vendor works, from the turn after its call left. Once a reply
    // is in, what is left of that reading is done on the reply's path at once: an answer never
    // waits for the turns that only let the call and the streamed words out first.
    let replied = false;
    let draftMetrics: TextMetrics | undefined;
    const readingDraft = Promise.all([admitted, nextTurn(), metricsModule]).then(
      async ([admission, , { measureText }]) => {
        if (!admission || replied) return;
        judge.prepare();
        // A turn between the two readings of the draft: words of a streamed answer go out between.
        await nextTurn();
        if (replied) return;
        judge.prepareClaims();
        draftMetrics = measureText(text);
      },
    );
    // Nothing waits for it: a reading that failed fails again on the reply's path, and is said.
    readingDraft.catch(() => {});
    const outcome = await routed;
    replied = true;
    if (!outcome.ok) return { ...outcome, ...withheld };
    const startedAt = now();
    const refined = outcome.parsed.refined;
    const budget = budgetFor(text.length + refined.length);
    const facts = outcome.facts ?? judge.lock.check(refined, budget);
    const claims = outcome.claims ?? judge.claimLock.check(refined, budget);
    const { measureText } = await metricsModule;
    const { locateChanges } = await placingModule;
    const metrics = { before: draftMetrics ?? measureText(text), after: measureText(refined) };
    const refinement: Refinement = {
      refined,
      // Placed in the draft and the refined text, so the writer can turn each one down.
      changes: locateChanges(text, refined, outcome.parsed.changes),
      notes: [
        ...outcome.parsed.notes,
        ...judge.claimLock.notes,
        // Said when a check stopped early: the facts it could not look for are listed lost.
        ...(facts.incomplete ? [factCheckNote] : []),
        ...(claims.incomplete ? [claimCheckNote] : []),
      ],
      metrics,
      facts: { locked: judge.lock.locked, missing: facts.missing },
      claims: { draft: judge.claimLock.claims, changed: claims.changed },
      // Read alike for every engine: the draft (read with the judge's) and the answer.
      impact: impactOf(text, refined, request.style ? { style: request.style } : {}),
    };
    stream?.finish({ streamed: outcome.streamed, refined: refinement.refined });
    return { ...outcome, refinement, refinementMs: now() - startedAt, ...withheld };
  };
}
