import assert from 'node:assert/strict';
import type { Script } from './fake-adapter.test-support.ts';
import { setUpRouter, tenQuickAnswers } from './router-setup.test-support.ts';

/** The per-attempt time limit, on the manual clock: every millisecond asserted is exact. */
const quickAnswers = (count: number, ms = 5): Script[] =>
  Array.from({ length: count }, () => ({ ms }));

Deno.test(
  'aborts a call that outlives its time limit, counts it as a timeout and fails over',
  async () => {
    const { vendors, route } = setUpRouter(
      { stuck: [{ hang: true }], healthy: [{ ms: 5 }] },
      { overrides: { attemptTimeoutMs: 300, hedging: false } },
    );
    const { outcome, elapsed } = await route();
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'healthy');
    // 'hello' is 1.01 answer units, so the limit is 303 ms.
    assert.deepEqual(
      outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome, attempt.ms]),
      [
        ['stuck', 'timeout', 303],
        ['healthy', 'ok', 5],
      ],
    );
    assert.deepEqual(outcome.failures, [{ vendor: 'stuck', code: 'timeout' }]);
    assert.equal(elapsed, 308);
    assert.equal(vendors.stuck!.counts.aborted, 1, 'the call was aborted, its socket closed');
    assert.equal(vendors.stuck!.counts.open, 0);
  },
);

Deno.test(
  'in a fresh isolate, a vendor that stalls every call is skipped after one call and every request is answered long before the deadline',
  async () => {
    const { vendors, route } = setUpRouter(
      { stalling: [{ hang: true }], healthy: [{ ms: 40 }] },
      { overrides: { deadlineMs: 25_000, localReserveMs: 750 } },
    );
    const elapsed: number[] = [];
    for (let request = 0; request < 30; request++) {
      const result = await route();
      assert.ok(result.outcome.ok);
      assert.equal(result.outcome.vendor, 'healthy');
      elapsed.push(result.elapsed);
    }
    // No hedge is paid for yet, so the first request waits out the default limit (8 s × 1.01).
    assert.equal(elapsed[0], 8_080 + 40);
    assert.ok(
      elapsed.slice(1).every((ms) => ms === 40),
      elapsed.join(', '),
    );
    assert.equal(vendors.stalling!.counts.calls, 1);
    assert.equal(vendors.stalling!.counts.open, 0);
  },
);

Deno.test(
  'a vendor with a good history that starts stalling, with no hedge budget left, costs its time limit per request and at most five calls',
  async () => {
    const { vendors, route } = setUpRouter(
      { primary: [...quickAnswers(30), { hang: true }], backup: [{ ms: 5 }] },
      { overrides: { hedgeBudgetRatio: 0, attemptTimeoutMinMs: 100, localFallback: false } },
    );
    for (let request = 0; request < 30; request++) await route();
    assert.equal(vendors.backup!.counts.calls, 0, 'the backup was never needed');
    const elapsed: number[] = [];
    for (let request = 0; request < 20; request++) {
      const result = await route();
      assert.ok(result.outcome.ok);
      elapsed.push(result.elapsed);
    }
    const afterStall = vendors.primary!.counts.calls - 30;
    assert.ok(afterStall >= 1 && afterStall <= 5, `${afterStall} calls after it began to stall`);
    // 1.5 × its p99 of 5 ms is below the 100 ms minimum: each stalled call costs 101 ms, not 2 s.
    assert.ok(
      elapsed.every((ms) => ms === 5 || ms === 101 + 5),
      elapsed.join(', '),
    );
    assert.equal(elapsed.filter((ms) => ms > 5).length, afterStall);
  },
);

Deno.test(
  'a call cut by the request deadline before its own limit does not count against its vendor',
  async () => {
    const { vendors, route } = setUpRouter(
      { slow: [{ hang: true }] },
      { overrides: { deadlineMs: 400, localFallback: false } },
    );
    for (let request = 0; request < 8; request++) {
      const { outcome, elapsed } = await route();
      assert.equal(outcome.ok, false);
      assert.equal(elapsed, 400);
    }
    // Were these failures, the breaker would have opened after five and skipped the rest.
    assert.equal(vendors.slow!.counts.calls, 8);
  },
);

Deno.test(
  'with nothing left to fail over to, the last call runs past its limit: a late answer beats a 503',
  async () => {
    const { vendors, route } = setUpRouter(
      { solo: [...quickAnswers(20), { ms: 120 }] },
      { overrides: { attemptTimeoutMinMs: 50, hedging: false, localFallback: false } },
    );
    for (let request = 0; request < 20; request++) await route();
    // Its limit, learnt at 5 ms, is 50.5 ms; it now takes 120 ms.
    const { outcome, elapsed } = await route();
    assert.ok(outcome.ok);
    assert.deepEqual(
      outcome.attempts.map((attempt) => [attempt.outcome, attempt.ms]),
      [
        ['timeout', 50.5],
        ['timeout', 50.5],
        ['ok', 120],
      ],
    );
    assert.equal(elapsed, 50.5 + 50.5 + 120);
    for (let request = 0; request < 10; request++) {
      const next = await route();
      assert.ok(next.outcome.ok);
      assert.equal(next.elapsed, 120, 'its limit has learnt the new pace');
    }
    assert.equal(vendors.solo!.counts.calls, 20 + 3 + 10);
  },
);

Deno.test(
  'the last chance is still stopped at the deadline, and then counts as a timeout of its vendor',
  async () => {
    const { vendors, route } = setUpRouter(
      { solo: [...quickAnswers(20), { hang: true }] },
      { overrides: { attemptTimeoutMinMs: 50, hedging: false, localFallback: false } },
    );
    for (let request = 0; request < 20; request++) await route();
    const first = await route();
    assert.equal(first.outcome.ok, false);
    assert.equal(first.elapsed, 2_000, 'the deadline');
    assert.deepEqual(
      first.outcome.attempts.map((attempt) => attempt.outcome),
      ['timeout', 'timeout', 'timeout'],
    );
    const second = await route();
    // Three timeouts, then two more: five in a row open the breaker, so no third call is made.
    assert.deepEqual(
      second.outcome.attempts.map((attempt) => attempt.outcome),
      ['timeout', 'timeout'],
    );
    assert.equal(second.elapsed, 101);
    assert.equal((await route()).elapsed, 0, 'skipped at once while the breaker is open');
    assert.equal(vendors.solo!.counts.calls, 20 + 5);
  },
);

Deno.test(
  'the hedge comes before the time limit, and a lost race is not a timeout of the loser',
  async () => {
    const { vendors, route } = setUpRouter(
      { slow: [...tenQuickAnswers.slice(1), { hang: true }, { ms: 5 }], fast: [{ ms: 5 }] },
      { overrides: { attemptTimeoutMs: 300 } },
    );
    for (let request = 0; request < 9; request++) await route();
    const hedged = await route();
    assert.deepEqual(
      hedged.outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome, attempt.hedge]),
      [
        ['slow', 'lost_hedge', false],
        ['fast', 'ok', true],
      ],
    );
    assert.deepEqual(hedged.outcome.ok && hedged.outcome.failures, []);
    assert.equal(vendors.slow!.counts.aborted, 1);
  },
);
