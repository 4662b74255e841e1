import { parseArgs } from 'node:util';
import { defaultRouterSettings } from '../../supabase/functions/_shared/router/router-settings.ts';
import { startMockVendor } from '../../supabase/functions/_test-support/mock-vendor/mock-vendor-server.ts';
import { formatRows, startRun } from '../shared/bench-result.ts';
import { formatColumns } from '../shared/format.ts';
import { measureFirstWord } from './first-word-scenario.ts';
import { type HedgingRow, measureHedging, measurePoolHedging } from './hedging-scenario.ts';
import { measureOverhead } from './overhead-scenario.ts';
import { measureQuotaPath } from './quota-path-scenario.ts';
import { measureRefinementCost } from './refinement-cost-scenario.ts';
import { measureColdStart, measureDeadVendor } from './resilience-scenarios.ts';
import {
  coldStartRow,
  deadVendorRow,
  firstWordRows,
  hedgingRows,
  overheadRows,
  quotaPathRows,
  refinementCostRows,
} from './router-rows.ts';

const scenarios = ['first-word', 'quota-path', 'overhead', 'refinement', 'hedging', 'resilience'];
const { values } = parseArgs({
  args: Deno.args,
  options: {
    quick: { type: 'boolean' },
    only: { type: 'string' },
    baseline: { type: 'string' },
  },
  strict: true,
});
const quick = values.quick ?? false;
const only = values.only?.split(',');
const unknown = only?.filter((name) => !scenarios.includes(name)) ?? [];
if (unknown.length > 0) throw new Error(`--only takes ${scenarios.join(', ')}; not ${unknown}`);
const runs = (scenario: string) => {
  const chosen = !only || only.includes(scenario);
  if (chosen) console.error(`[bench:router] ${scenario}`);
  return chosen;
};

/** Every run of a hedging scenario, for a closer look at a seed than the rows give. */
const runTable = (rows: readonly HedgingRow[]) =>
  formatColumns([
    [
      'hedging',
      'budget',
      'seed',
      'p50',
      'p99',
      'extra calls %',
      'hedges',
      'cut at limit',
      'stalled',
      'unrescued',
      '503',
    ],
    ...rows.map((row) =>
      [
        row.hedging,
        row.budget,
        row.seed,
        row.p50,
        row.p99,
        row.extraCallsPercent,
        row.hedges,
        row.timeouts,
        row.stalledCalls,
        row.unrescued,
        row.unanswered,
      ].map(String),
    ),
  ]);

/**
 * `npm run bench:router`: the route function in its own Deno process in front of the mock vendor
 * on loopback, everything side by side in one run, bounded in requests and time. `-- --quick`
 * runs a shorter version; `-- --only hedging,first-word` only the scenarios named (printed,
 * never saved, so bench/results/router.json is always a whole run); `-- --baseline <checkout>`
 * adds another checkout's function to the quota path and the overhead, in the same rounds.
 */
/** Where the cost falls at concurrency 1, before the vendor call arrives and after its answer. */
function splitLine(rows: Awaited<ReturnType<typeof measureQuotaPath>>): string {
  const row = rows.find((candidate) => candidate.concurrency === 1);
  if (row?.concurrent.beforeVendorP50 === undefined) return '';
  const side = (name: string, figures: typeof row.relay | undefined) =>
    figures ? [`${name} ${figures.beforeVendorP50} / ${figures.afterVendorP50}`] : [];
  const sides = [
    ...side('alongside', row.concurrent),
    ...side('bare relay', row.relay),
    ...side('baseline checkout', row.baseline),
  ];
  return `cost at concurrency 1 before the vendor call arrives / after its answer, ms p50: ${sides.join('; ')}`;
}

const run = startRun('router', { quick });
const mock = startMockVendor();
try {
  // In this order: what runs first meets a JIT and a machine that are not yet warm.
  const overhead = !runs('overhead')
    ? []
    : await measureOverhead(mock, {
        ...(values.baseline ? { baselineRoot: values.baseline } : {}),
        rounds: quick ? 2 : 5,
        levels: [
          { concurrency: 1, requests: quick ? 100 : 400 },
          { concurrency: 10, requests: quick ? 200 : 1_000 },
          { concurrency: 100, requests: quick ? 400 : 2_000 },
        ],
      });
  const quotaPath = !runs('quota-path')
    ? []
    : await measureQuotaPath(mock, {
        ...(values.baseline ? { baselineRoot: values.baseline } : {}),
        rounds: quick ? 1 : 3,
        levels: [
          { concurrency: 1, requests: quick ? 30 : 60 },
          { concurrency: 10, requests: quick ? 100 : 300 },
        ],
      });
  const firstWord = !runs('first-word')
    ? []
    : await measureFirstWord(mock, {
        rounds: quick ? 2 : 3,
        levels: [
          { concurrency: 1, requests: quick ? 30 : 100 },
          { concurrency: 10, requests: quick ? 100 : 300 },
        ],
      });
  const refinementCost = !runs('refinement')
    ? []
    : await measureRefinementCost({ lengths: [50, 500, 8_000], iterations: quick ? 50 : 200 });
  const shippedBudget = defaultRouterSettings.hedgeBudgetRatio;
  const load = {
    requests: quick ? 200 : 600,
    concurrency: 10,
    seeds: quick ? [42] : [42, 7, 2025],
  };
  const budgets = quick ? [0.1, 0.15] : [0.1, 0.12, 0.15, 0.2];
  const hedges = runs('hedging');
  const hedging = hedges ? await measureHedging(mock, { ...load, budgets }) : [];
  const poolHedging = hedges
    ? await measurePoolHedging(mock, { ...load, budget: shippedBudget })
    : [];
  const resilience = runs('resilience');
  const deadVendor = resilience ? await measureDeadVendor(mock, { requests: 100 }) : undefined;
  const coldStart = resilience ? await measureColdStart(mock, quick ? 1 : 3) : undefined;
  const rows = [
    ...firstWordRows(firstWord),
    ...hedgingRows(hedging, poolHedging, shippedBudget),
    ...(deadVendor ? [deadVendorRow(deadVendor)] : []),
    ...(coldStart ? [coldStartRow(coldStart)] : []),
    ...refinementCostRows(refinementCost),
    ...quotaPathRows(quotaPath),
    ...overheadRows(overhead),
  ];
  if (hedging.length > 0) console.log(runTable([...hedging, ...poolHedging]));
  const split = splitLine(quotaPath);
  if (split) console.log(split);
  if (only) {
    console.log(`\n${formatRows(rows)}\n\n--only: printed, not saved`);
  } else {
    await run.save(rows, {
      ...{ overhead, quotaPath, firstWord, refinementCost, hedging, poolHedging },
      ...{ shippedBudget, deadVendor, coldStart },
    });
  }
} finally {
  await mock.close();
}
