import fc from 'fast-check';
import assert from 'node:assert/strict';
import { HedgeBudget } from './hedge-budget.ts';

const minute = 60_000;

Deno.test('hedge budget: refuses every hedge until ten requests have arrived in the minute', () => {
  const budget = new HedgeBudget({ ratio: 0.1 });
  assert.equal(budget.tryTake(0), false, 'no request yet');
  for (let request = 1; request <= 9; request++) {
    budget.onRequest(request);
    assert.equal(budget.tryTake(request), false, `${request} requests allow no hedge`);
  }
  budget.onRequest(10);
  assert.equal(budget.tryTake(10), true, 'the tenth request earns the first hedge');
  assert.equal(budget.tryTake(11), false, 'and only one');
});

Deno.test('hedge budget: allows one hedge per ten requests and counts each when it starts', () => {
  const budget = new HedgeBudget({ ratio: 0.1 });
  for (let request = 0; request < 50; request++) budget.onRequest(1_000 + request);
  const taken = Array.from({ length: 8 }, (_, hedge) => budget.tryTake(2_000 + hedge)).filter(
    Boolean,
  ).length;
  assert.equal(taken, 5, '5 hedges for 50 requests');
  budget.onRequest(3_000);
  assert.equal(budget.tryTake(3_000), false, '51 requests still allow only 5');
});

Deno.test('hedge budget: forgets requests and hedges older than the rolling minute', () => {
  const budget = new HedgeBudget({ ratio: 0.1 });
  for (let request = 0; request < 10; request++) budget.onRequest(0);
  assert.equal(budget.tryTake(0), true);
  assert.equal(budget.tryTake(minute + 1_000), false, 'the requests that paid for it expired');
  for (let request = 0; request < 10; request++) budget.onRequest(minute + 1_000);
  assert.equal(budget.tryTake(minute + 1_000), true, 'the old hedge expired with them');
});

Deno.test(
  'hedge budget: a hedge still inside the minute counts even when the requests that paid for it have left',
  () => {
    const budget = new HedgeBudget({ ratio: 0.5, bucketMs: 100 });
    budget.onRequest(10);
    budget.onRequest(10);
    assert.equal(budget.tryTake(50), true);
    // At 60,020 ms the window is (20, 60,020]: the hedge at 50 is in it, its requests are not.
    budget.onRequest(minute + 20);
    budget.onRequest(minute + 20);
    assert.equal(budget.tryTake(minute + 20), false, 'two hedges for two requests would be 100%');
    assert.equal(budget.tryTake(minute + 100), true, 'once the old hedge has left the window');
  },
);

Deno.test('hedge budget: a zero ratio never hedges', () => {
  const budget = new HedgeBudget({ ratio: 0 });
  for (let request = 0; request < 100; request++) budget.onRequest(0);
  assert.equal(budget.tryTake(0), false);
});

/** Exact count of `times` in the interval from `from` to `to`, open or closed at `from`. */
function countBetween(
  times: readonly number[],
  options: { from: number; to: number; open: boolean },
) {
  return times.filter(
    (time) => (options.open ? time > options.from : time >= options.from) && time <= options.to,
  ).length;
}

const timeline = fc.record({
  ratio: fc.constantFrom(0.05, 0.1, 0.12, 0.25, 0.5),
  bucketMs: fc.constantFrom(100, 1_000),
  start: fc.double({ min: 0, max: 1e7, noNaN: true }),
  events: fc.array(
    fc.record({
      gapMs: fc.oneof(
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 3_000, noNaN: true }),
        // Steps that land near the window's old edge, where bucketed counting goes wrong.
        fc.double({ min: minute - 1_000, max: minute + 1_000, noNaN: true }),
        fc.double({ min: minute - 100, max: minute + 100, noNaN: true }),
        fc.double({ min: 0, max: 90_000, noNaN: true }),
      ),
      hedge: fc.boolean(),
    }),
    { maxLength: 400 },
  ),
});

Deno.test(
  'hedge budget: never lets hedges exceed the ratio of requests in any rolling minute, and refuses only within one bucket of the cap',
  () => {
    fc.assert(
      fc.property(timeline, ({ ratio, bucketMs, start, events }) => {
        const budget = new HedgeBudget({ ratio, bucketMs });
        const requests: number[] = [];
        const hedges: number[] = [];
        let now = start;
        for (const event of events) {
          now += event.gapMs;
          if (!event.hedge) {
            budget.onRequest(now);
            requests.push(now);
            continue;
          }
          if (budget.tryTake(now)) {
            hedges.push(now);
            const window = { from: now - minute, to: now, open: true };
            assert.ok(
              countBetween(hedges, window) <= ratio * countBetween(requests, window),
              `hedge at ${now} breaks the cap`,
            );
          } else {
            const widerHedges = countBetween(hedges, {
              from: now - minute - bucketMs,
              to: now,
              open: true,
            });
            const narrowerRequests = countBetween(requests, {
              from: now - minute + bucketMs,
              to: now,
              open: false,
            });
            assert.ok(widerHedges + 1 > ratio * narrowerRequests, `refused at ${now} with room`);
          }
        }
      }),
      { numRuns: 1_000 },
    );
  },
);
