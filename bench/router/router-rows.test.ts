import assert from 'node:assert/strict';
import type { HedgingRow } from './hedging-scenario.ts';
import type { OverheadRow } from './overhead-scenario.ts';
import type { QuotaPathRow } from './quota-path-scenario.ts';
import { hedgingRows, quotaPathRows, stackOverheadRows } from './router-rows.ts';

const run = (hedging: 'on' | 'off', seed: number, p99: number, extra = 5, unanswered = 0) =>
  ({
    hedging,
    budget: hedging === 'off' ? 0 : 0.1,
    seed,
    p99,
    extraCallsPercent: extra,
    unanswered,
  }) as HedgingRow;

Deno.test('hedging is judged on the worst seed at the shipped budget', () => {
  const runs = [run('off', 1, 1_200), run('on', 1, 400), run('off', 2, 1_000), run('on', 2, 600)];
  const [row] = hedgingRows(runs, [], 0.1);
  assert.equal(
    row!.figure,
    'worst of 2 seeds: 600 ms vs 1,000 ms (40.0% lower), at most 5.00% extra calls',
  );
  assert.equal(row!.met, false);
  assert.equal(hedgingRows(runs.slice(0, 2), [], 0.1)[0]!.met, true);
});

Deno.test('too many extra calls, or any request answered 503, misses the goal', () => {
  assert.equal(hedgingRows([run('off', 1, 1_200), run('on', 1, 400, 11)], [], 0.1)[0]!.met, false);
  const refused = hedgingRows([run('off', 1, 1_200), run('on', 1, 400, 5, 2)], [], 0.1)[0]!;
  assert.equal(refused.met, false);
  assert.match(refused.figure, /2 requests answered 503/);
});

Deno.test('the other budgets of the sweep are shown for context beneath the shipped one', () => {
  const swept = { ...run('on', 1, 300), budget: 0.2 };
  const rows = hedgingRows([run('off', 1, 1_200), run('on', 1, 400), swept], [], 0.1);
  assert.deepEqual(
    rows.map((row) => [row.measure.split(':')[0], row.met]),
    [
      ['p99 with a vendor stalling 10% of calls for 5 s', true],
      ['↳ the same at hedge budget 0.2', null],
    ],
  );
});

Deno.test('the cost beside a 200 ms vendor is context, judged by no goal', () => {
  const figures = (costP50: number) => ({ costP50, latencyP99: 240 }) as QuotaPathRow['first'];
  const row = (concurrency: number) =>
    ({
      concurrency,
      requests: 100,
      vendorMs: 200,
      quotaMs: 10,
      directP50: 200,
      directP99: 204,
      first: figures(17.3),
      concurrent: figures(3.39),
      noQuotaLatency: figures(3.42),
      relay: figures(0.52),
    }) as QuotaPathRow;
  const rows = quotaPathRows([row(1), row(10)]);
  assert.deepEqual(
    rows.map((each) => [each.goal, each.met]),
    [
      [null, null],
      [null, null],
    ],
  );
  assert.match(rows[0]!.figure, /^17\.3 → 3\.39 ms \(3\.42 ms with the quota answering at once\)/);
});

Deno.test('through the stack is judged beside Portkey: + 3 ms at 1, 2× at 10', () => {
  const row = (concurrency: number, stack: number, portkey: number) =>
    ({
      concurrency,
      stackOverheadP50: stack,
      stackOverheadP99: 2 * stack,
      portkeyOverheadP50: portkey,
      portkeyOverheadP99: 2 * portkey,
      stackFunctionP50: 3,
      stackQuotaP50: 1.5,
    }) as OverheadRow;
  const rows = [row(1, 5.1, 2), row(1, 4.9, 2), row(10, 30, 14), row(10, 29, 15), row(100, 9, 1)]
    .flatMap(stackOverheadRows)
    .filter((_, index) => index % 2 === 0);
  assert.deepEqual(
    rows.map((each) => each.met),
    [false, true, false, true, null],
  );
  assert.match(rows[0]!.figure, /^5\.10 \/ 10\.2 ms; Portkey 2\.00 \/ 4\.00 ms \(\+3\.10 ms\)$/);
  assert.match(rows[2]!.figure, /\(2\.14×\)$/);
});
