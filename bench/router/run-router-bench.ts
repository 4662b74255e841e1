import { startMockVendor } from '../mock-vendor/mock-vendor-server.ts';
import { defaultRouterSettings } from '../../supabase/functions/_shared/router/router-settings.ts';
import { measureFirstWord } from './first-word-scenario.ts';
import { measureHedging, measurePoolHedging } from './hedging-scenario.ts';
import { measureOverhead } from './overhead-scenario.ts';
import { measureQuotaPath } from './quota-path-scenario.ts';
import { measureRefinementCost } from './refinement-cost-scenario.ts';
import { measureColdStart, measureDeadVendor } from './resilience-scenarios.ts';
import { formatRouterBench, type RouterBenchResult } from './router-bench-report.ts';

/**
 * `npm run bench:router`: everything side by side in one run against the mock vendor on
 * loopback, printed as tables and saved under bench/results/. Bounded in requests and time.
 * `-- --quick` runs a shorter version; `-- --hedging-only` runs only the two hedging scenarios;
 * `-- --quota-only` only the quota path (a 200 ms vendor), and `-- --baseline <checkout>` adds
 * another checkout's function to it (say main before a change), in the same rounds;
 * `-- --first-word-only` only the time to the first refined word of a streamed reply.
 */
const quick = Deno.args.includes('--quick');
const hedgingOnly = Deno.args.includes('--hedging-only');
const quotaOnly = Deno.args.includes('--quota-only');
const firstWordOnly = Deno.args.includes('--first-word-only');
const baselineAt = Deno.args.indexOf('--baseline');
const baselineRoot = baselineAt >= 0 ? Deno.args[baselineAt + 1] : undefined;
if (baselineAt >= 0 && !baselineRoot) throw new Error('--baseline needs the path of a checkout');
/** Scenarios other than the one asked for alone are skipped. */
const only = { hedging: hedgingOnly, quota: quotaOnly, firstWord: firstWordOnly };
const runs = (scenario: 'hedging' | 'quota' | 'firstWord' | 'other') =>
  Object.entries(only).every(([name, alone]) => !alone || name === scenario);
const mock = startMockVendor();
const started = new Date();
try {
  const overhead = !runs('other')
    ? []
    : await measureOverhead(mock, {
        rounds: quick ? 2 : 5,
        levels: [
          { concurrency: 1, requests: quick ? 100 : 400 },
          { concurrency: 10, requests: quick ? 200 : 1_000 },
          { concurrency: 100, requests: quick ? 400 : 2_000 },
        ],
      });
  const quotaPath = !runs('quota')
    ? []
    : await measureQuotaPath(mock, {
        ...(baselineRoot ? { baselineRoot } : {}),
        rounds: quick ? 1 : 3,
        levels: [
          { concurrency: 1, requests: quick ? 30 : 60 },
          { concurrency: 10, requests: quick ? 100 : 300 },
        ],
      });
  const firstWord = !runs('firstWord')
    ? []
    : await measureFirstWord(mock, {
        rounds: quick ? 2 : 3,
        levels: [
          { concurrency: 1, requests: quick ? 30 : 100 },
          { concurrency: 10, requests: quick ? 100 : 300 },
        ],
      });
  const refinementCost = !runs('other')
    ? []
    : await measureRefinementCost({ lengths: [50, 500, 8_000], iterations: quick ? 50 : 200 });
  const shippedBudget = defaultRouterSettings.hedgeBudgetRatio;
  const seeds = quick ? [42] : [42, 7, 2025];
  const requests = quick ? 200 : 600;
  const hedging = !runs('hedging')
    ? []
    : await measureHedging(mock, {
        requests,
        concurrency: 10,
        budgets: quick ? [0.1, 0.15] : [0.1, 0.12, 0.15, 0.2],
        seeds,
      });
  const poolHedging = !runs('hedging')
    ? []
    : await measurePoolHedging(mock, {
        requests,
        concurrency: 10,
        budget: shippedBudget,
        seeds,
      });
  const result: RouterBenchResult = {
    started,
    deno: Deno.version.deno,
    cores: navigator.hardwareConcurrency,
    quick,
    overhead,
    quotaPath,
    firstWord,
    refinementCost,
    hedging,
    poolHedging,
    shippedBudget,
    deadVendor: runs('other') ? await measureDeadVendor(mock, { requests: 100 }) : undefined,
    coldStart: runs('other') ? await measureColdStart(mock, quick ? 1 : 3) : undefined,
  };
  console.log(formatRouterBench(result));
  const resultsFolder = new URL('../results/', import.meta.url);
  await Deno.mkdir(resultsFolder, { recursive: true });
  // A quota-only run is named apart, so the summary never takes it for a whole run.
  const variant = `${quotaOnly ? 'quota-' : ''}${firstWordOnly ? 'first-word-' : ''}${quick ? 'quick-' : ''}${hedgingOnly ? 'hedging-' : ''}`;
  const file = new URL(
    `router-${variant}${started.toISOString().replace(/[:.]/g, '-')}.json`,
    resultsFolder,
  );
  await Deno.writeTextFile(file, JSON.stringify(result, null, 2) + '\n');
  console.log(`\nsaved ${file.pathname}`);
} finally {
  await mock.close();
}
