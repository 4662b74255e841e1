import assert from 'node:assert/strict';
import { createRetentionSweeper } from './usage-retention.ts';

function sweeperWith(draws: number[], options: { minIntervalMs?: number } = {}) {
  let clock = 0;
  let calls = 0;
  let finish: ((deleted: number) => void) | undefined;
  const sweep = createRetentionSweeper(
    () => {
      calls++;
      return new Promise<number>((resolve) => (finish = resolve));
    },
    {
      rate: 0.01,
      minIntervalMs: options.minIntervalMs ?? 600_000,
      random: () => draws.shift() ?? 0.5,
      now: () => clock,
    },
  );
  return {
    sweep,
    advance: (milliseconds: number) => (clock += milliseconds),
    finish: (deleted: number) => finish?.(deleted),
    calls: () => calls,
  };
}

Deno.test('retention sweep: starts after about one response in a hundred', () => {
  const { sweep, calls } = sweeperWith([0.5, 0.2, 0.011, 0.009]);
  assert.equal(sweep(), undefined);
  assert.equal(sweep(), undefined);
  assert.equal(sweep(), undefined);
  assert.ok(sweep() instanceof Promise, 'a draw under 1% starts a sweep');
  assert.equal(calls(), 1);
});

Deno.test('retention sweep: never runs two at once, nor twice within ten minutes', async () => {
  const { sweep, advance, finish, calls } = sweeperWith([0, 0, 0, 0, 0]);
  const first = sweep();
  assert.ok(first);
  assert.equal(sweep(), undefined, 'one sweep is still running');
  finish(3);
  assert.equal(await first, 3);
  advance(599_999);
  assert.equal(sweep(), undefined, 'too soon after the last one');
  advance(1);
  assert.ok(sweep(), 'ten minutes later it may run again');
  assert.equal(calls(), 2);
});

Deno.test(
  'retention sweep: a failed purge frees the slot and still waits out the interval',
  async () => {
    let clock = 0;
    const sweep = createRetentionSweeper(() => Promise.reject(new Error('database away')), {
      random: () => 0,
      now: () => clock,
    });
    await assert.rejects(sweep()!, /database away/);
    assert.equal(sweep(), undefined);
    clock += 600_000;
    assert.ok(sweep()?.catch(() => {}));
  },
);
