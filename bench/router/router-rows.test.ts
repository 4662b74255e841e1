import assert from 'node:assert/strict';
import type { HedgingRow } from './hedging-scenario.ts';
import { hedgingRows } from './router-rows.ts';

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
