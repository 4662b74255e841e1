import assert from 'node:assert/strict';
import { setUpRouter } from './router-setup.test-support.ts';

/**
 * The handler starts the vendor call at the same time as the quota check and aborts it when the
 * check refuses. On a manual clock: exact virtual milliseconds, whatever the machine's load.
 */
Deno.test(
  'aborts every call in flight when the caller aborts, with no offline fallback',
  async () => {
    const { clock, vendors, router } = setUpRouter({ stalling: [{ hang: true }] });
    const caller = new AbortController();
    clock.schedule(() => caller.abort(), 10);
    const startedAt = clock.now();
    const outcome = await clock.run(router.route('hello', { startedAt, signal: caller.signal }));
    assert.equal(outcome.ok, false, 'no answer, not even the offline engine');
    assert.deepEqual(
      outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome, attempt.ms]),
      [['stalling', 'aborted', 10]],
    );
    assert.deepEqual(outcome.failures, [], 'a call the caller gave up on is no vendor failure');
    assert.equal(vendors.stalling!.counts.aborted, 1, 'its signal aborted: the socket closes');
    assert.equal(vendors.stalling!.counts.open, 0);
    assert.equal(clock.now() - startedAt, 10, 'the router returned as soon as the caller aborted');
  },
);

Deno.test('aborts a hedge and its original together', async () => {
  const { clock, vendors, router, route } = setUpRouter({
    first: [...Array.from({ length: 9 }, () => ({ ms: 5 })), { hang: true }],
    second: [{ hang: true }],
  });
  // Nine quick answers earn one hedge; the tenth request stalls and is hedged at 50 ms.
  for (let request = 0; request < 9; request++) await route();
  const caller = new AbortController();
  clock.schedule(() => caller.abort(), 80);
  const outcome = await clock.run(
    router.route('hello', { startedAt: clock.now(), signal: caller.signal }),
  );
  assert.deepEqual(
    outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome, attempt.hedge]),
    [
      ['first', 'aborted', false],
      ['second', 'aborted', true],
    ],
  );
  assert.equal(vendors.first!.counts.open + vendors.second!.counts.open, 0);
});

Deno.test('starts no call for a caller that aborted before routing began', async () => {
  const { clock, vendors, router } = setUpRouter({ quick: [{ ms: 5 }] });
  const outcome = await clock.run(
    router.route('hello', { startedAt: clock.now(), signal: AbortSignal.abort() }),
  );
  assert.equal(outcome.ok, false);
  assert.deepEqual(outcome.attempts, []);
  assert.equal(vendors.quick!.counts.calls, 0);
});

Deno.test('does not count aborted calls against the vendor: its breaker stays closed', async () => {
  const { clock, router, route } = setUpRouter({
    flaky: [...Array.from({ length: 6 }, () => ({ hang: true }) as const), { ms: 5 }],
  });
  for (let request = 0; request < 6; request++) {
    const caller = new AbortController();
    clock.schedule(() => caller.abort(), 10);
    await clock.run(router.route('hello', { startedAt: clock.now(), signal: caller.signal }));
  }
  const { outcome } = await route();
  assert.ok(outcome.ok, 'six aborted calls in a row did not open the breaker');
  assert.equal(outcome.vendor, 'flaky');
});
