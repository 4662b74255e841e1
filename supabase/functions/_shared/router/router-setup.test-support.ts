import type { ReplyJudge } from '../refinement/reply-judge.ts';
import type { VendorAdapter } from '../vendors/vendor-adapter.ts';
import { scriptedAdapter, type Script } from './fake-adapter.test-support.ts';
import { ManualClock } from '../clock/manual-clock.test-support.ts';
import { defaultRouterSettings, type RouterSettings } from './router-settings.ts';
import { createVendorRouter, type VendorRouter } from './vendor-router.ts';

/**
 * Router settings for tests on a manual clock: short delays, no random exploration, and a round
 * hedge ratio so the tests can count (one hedge per ten requests in the minute).
 */
export const testSettings = (overrides: Partial<RouterSettings> = {}): RouterSettings => ({
  ...defaultRouterSettings,
  deadlineMs: 2_000,
  hedgeDelayMinMs: 50,
  initialHedgeDelayMs: 60,
  exploration: 0,
  localReserveMs: 100,
  hedgeBudgetRatio: 0.1,
  ...overrides,
});

export const offlineEngine: VendorAdapter = {
  vendor: 'local',
  model: 'retext-clarity',
  generate: () => Promise.resolve({ text: 'offline answer' }),
};

/** Ten quick answers: enough requests in the minute to pay for one hedge at 10%. */
export const tenQuickAnswers: Script[] = Array.from({ length: 10 }, () => ({ ms: 5 }));

/**
 * A router over scripted vendors on a manual clock. Vendor delays, hedge delays, time limits,
 * pauses and the deadline are virtual milliseconds, so timings asserted are exact whatever the
 * machine's load.
 */
export function setUpRouter(
  scripts: Record<string, Script[]>,
  options: {
    overrides?: Partial<RouterSettings>;
    random?: () => number;
    text?: string;
    judge?: ReplyJudge;
  } = {},
) {
  const clock = new ManualClock(1_000);
  const vendors = Object.fromEntries(
    Object.entries(scripts).map(([name, script]) => [
      name,
      scriptedAdapter(name, script, { clock }),
    ]),
  );
  const router = createVendorRouter({
    remote: Object.values(vendors).map((vendor) => vendor.adapter),
    local: offlineEngine,
    settings: testSettings(options.overrides),
    clock,
    random: options.random,
  });
  /** Routes one message; `elapsed` is exact virtual time from arrival to answer. */
  const route = async (routerToUse: VendorRouter = router) => {
    const startedAt = clock.now();
    const { judge } = options;
    const text = options.text ?? 'hello';
    const outcome = await clock.run(routerToUse.route(text, { startedAt, judge }));
    return { outcome, elapsed: clock.now() - startedAt };
  };
  return { clock, vendors, router, route };
}
