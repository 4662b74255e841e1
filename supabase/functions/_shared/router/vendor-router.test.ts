import assert from 'node:assert/strict';
import type { Script } from './fake-adapter.test-support.ts';
import {
  offlineEngine,
  setUpRouter,
  tenQuickAnswers,
  testSettings,
} from './router-setup.test-support.ts';
import { type VendorAdapter, VendorError } from '../vendors/vendor-adapter.ts';
import { fallbackNotice } from './route-outcome.ts';
import { createVendorRouter } from './vendor-router.ts';

/**
 * Every test runs on a manual clock (router-setup.test-support.ts): vendor delays, hedge delays,
 * pauses and the deadline are virtual milliseconds, so the timings asserted are exact.
 */
Deno.test('the local engine answers when no remote vendor is configured', async () => {
  const router = createVendorRouter({
    remote: [],
    local: offlineEngine,
    settings: testSettings(),
  });
  const outcome = await router.route('hello');
  assert.ok(outcome.ok);
  assert.equal(outcome.vendor, 'local');
  assert.equal(outcome.fallback, false);
  assert.equal(outcome.output, 'offline answer');
});

Deno.test('fails over to the next vendor after a 5xx and reports both attempts', async () => {
  const { route } = setUpRouter({
    first: [{ ms: 5, fail: 'server_error', status: 503 }],
    second: [{ ms: 7 }],
  });
  const { outcome, elapsed } = await route();
  assert.ok(outcome.ok);
  assert.equal(outcome.vendor, 'second');
  assert.deepEqual(
    outcome.attempts.map((attempt) => [attempt.outcome, attempt.ms]),
    [
      ['server_error', 5],
      ['ok', 7],
    ],
  );
  assert.equal(outcome.hedged, false);
  assert.equal(elapsed, 12);
});

Deno.test(
  'hedges a stalled call after the hedge delay, takes the first answer and aborts the loser',
  async () => {
    const { vendors, route } = setUpRouter({
      slow: [...tenQuickAnswers.slice(1), { hang: true }],
      fast: [{ ms: 5 }],
    });
    for (let request = 0; request < 9; request++) await route();
    const { outcome, elapsed } = await route();
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'fast');
    assert.equal(outcome.hedged, true);
    // slow's p90 is 5 ms, clamped up to the 50 ms minimum hedge delay; fast answers 5 ms later.
    assert.deepEqual(
      outcome.attempts.map((attempt) => [attempt.outcome, attempt.ms, attempt.hedge]),
      [
        ['lost_hedge', 55, false],
        ['ok', 5, true],
      ],
    );
    assert.equal(elapsed, 55);
    assert.equal(vendors.slow!.counts.aborted, 1);
    assert.equal(vendors.slow!.counts.open, 0);
  },
);

Deno.test(
  'does not hedge before ten requests in the minute have paid for it, even at the start',
  async () => {
    const { vendors, route } = setUpRouter({ slow: [{ hang: true }], fast: [{ ms: 5 }] });
    const { outcome, elapsed } = await route();
    assert.ok(outcome.ok);
    assert.equal(vendors.fast!.counts.calls, 0, 'no budget for a hedge on the first request');
    assert.equal(outcome.vendor, 'local');
    assert.equal(outcome.fallback, true);
    assert.equal(elapsed, 2_000 - 100, 'the remote vendors leave the offline engine its reserve');
  },
);

Deno.test(
  'stops hedging at 10% of the requests when every fifth call stalls, counting each extra call',
  async () => {
    const stallEveryFifth: Script[] = Array.from({ length: 200 }, (_, call) =>
      call % 5 === 4 ? { hang: true } : { ms: 20 },
    );
    const { vendors, route } = setUpRouter(
      { flaky: stallEveryFifth },
      { overrides: { localFallback: false, deadlineMs: 1_000 } },
    );
    let hedges = 0;
    let unanswered = 0;
    for (let request = 0; request < 100; request++) {
      const { outcome } = await route();
      hedges += outcome.attempts.filter((attempt) => attempt.hedge).length;
      if (!outcome.ok) unanswered++;
    }
    // The whole run fits in one rolling minute, so the cap applies to all of it.
    assert.ok(hedges <= 10, `${hedges} hedges for 100 requests`);
    assert.ok(hedges >= 9, `the budget was used (${hedges} hedges)`);
    assert.ok(unanswered > 0, 'stalls beyond the budget wait for the deadline');
    assert.equal(vendors.flaky!.counts.calls, 100 + hedges, 'every extra call is a counted hedge');
  },
);

Deno.test('never hedges when hedging is off', async () => {
  const { vendors, route } = setUpRouter(
    { slow: [...tenQuickAnswers, { ms: 150 }], fast: [{ ms: 5 }] },
    { overrides: { hedging: false } },
  );
  for (let request = 0; request < 10; request++) await route();
  const { outcome, elapsed } = await route();
  assert.ok(outcome.ok);
  assert.equal(outcome.vendor, 'slow');
  assert.equal(elapsed, 150);
  assert.equal(vendors.fast!.counts.calls, 0);
});

Deno.test(
  'stops at three upstream attempts and then falls back to the offline engine, marked',
  async () => {
    const { vendors, route } = setUpRouter({
      a: [{ ms: 2, fail: 'server_error' }],
      b: [{ ms: 2, fail: 'server_error' }],
      c: [{ ms: 2, fail: 'server_error' }],
      d: [{ ms: 2, fail: 'server_error' }],
    });
    const { outcome } = await route();
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'local');
    assert.equal(outcome.fallback, true);
    assert.ok(outcome.output.startsWith(fallbackNotice));
    assert.equal(outcome.attempts.filter((attempt) => attempt.vendor !== 'local').length, 3);
    assert.equal(vendors.d!.counts.calls, 0);
  },
);

Deno.test(
  'gives up exactly at the deadline when every vendor hangs, hedge included, and fallback is off',
  async () => {
    const { clock, vendors, route } = setUpRouter(
      { a: [...tenQuickAnswers, { hang: true }], b: [{ hang: true }] },
      { overrides: { deadlineMs: 400, localFallback: false } },
    );
    for (let request = 0; request < 10; request++) await route();
    const { outcome, elapsed } = await route();
    assert.equal(outcome.ok, false);
    assert.equal(elapsed, 400);
    assert.deepEqual(
      outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome, attempt.hedge]),
      [
        ['a', 'timeout', false],
        ['b', 'timeout', true],
      ],
    );
    assert.ok(Object.values(vendors).every((vendor) => vendor.counts.open === 0));
    assert.equal(clock.pending, 0, 'no timer outlives the request');
  },
);

Deno.test('counts the deadline from the request’s arrival, not from the race', async () => {
  const { clock, router } = setUpRouter(
    { a: [{ hang: true }] },
    { overrides: { deadlineMs: 400, localFallback: false } },
  );
  const arrivedAt = clock.now() - 150;
  await clock.run(router.route('hello', { startedAt: arrivedAt }));
  assert.equal(clock.now() - arrivedAt, 400);
});

Deno.test('skips a vendor whose key was refused for the following requests', async () => {
  const { vendors, route } = setUpRouter({
    refused: [{ ms: 2, fail: 'auth_failed', status: 401 }],
    healthy: [{ ms: 2 }],
  });
  for (let request = 0; request < 5; request++) assert.ok((await route()).outcome.ok);
  assert.equal(vendors.refused!.counts.calls, 1);
  assert.equal(vendors.healthy!.counts.calls, 5);
});

Deno.test(
  'waits out a short Retry-After when the rate-limited vendor is the only one',
  async () => {
    const { route } = setUpRouter(
      { limited: [{ ms: 2, fail: 'rate_limited', status: 429, retryAfterMs: 150 }, { ms: 2 }] },
      { overrides: { localFallback: false } },
    );
    const { outcome, elapsed } = await route();
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'limited');
    assert.equal(elapsed, 2 + 150 + 2);
    assert.deepEqual(
      outcome.attempts.map((attempt) => attempt.outcome),
      ['rate_limited', 'ok'],
    );
  },
);

Deno.test(
  'gives up at once when the only vendor’s Retry-After ends past the deadline',
  async () => {
    const { route } = setUpRouter(
      { limited: [{ ms: 2, fail: 'rate_limited', status: 429, retryAfterMs: 5_000 }] },
      { overrides: { localFallback: false } },
    );
    const { outcome, elapsed } = await route();
    assert.equal(outcome.ok, false);
    assert.equal(elapsed, 2);
  },
);

Deno.test(
  'sends at most five calls to a vendor that died before its breaker skips it',
  async () => {
    const { vendors, route } = setUpRouter({
      dying: [...Array.from({ length: 20 }, () => ({ ms: 1 })), { ms: 1, fail: 'server_error' }],
      healthy: [{ ms: 3 }],
    });
    for (let request = 0; request < 20; request++) await route();
    for (let request = 0; request < 40; request++) assert.ok((await route()).outcome.ok);
    const afterDeath = vendors.dying!.counts.calls - 20;
    assert.ok(afterDeath <= 5, `${afterDeath} calls after it died`);
  },
);

Deno.test('moves traffic to the faster vendor within twenty requests', async () => {
  let draw = 0;
  const { vendors, route } = setUpRouter(
    { slow: [{ ms: 40 }], fast: [{ ms: 5 }] },
    { overrides: { exploration: 0.05, hedging: false }, random: () => (draw++ % 10) / 10 },
  );
  for (let request = 0; request < 20; request++) await route();
  const before = vendors.fast!.counts.calls;
  for (let request = 0; request < 20; request++) await route();
  const share = vendors.fast!.counts.calls - before;
  assert.ok(share >= 18, `fast got ${share} of 20`);
});

Deno.test(
  'passes the style asked for to the vendor it calls and to the offline engine',
  async () => {
    const seen: (string | undefined)[] = [];
    const recording = (vendor: string, fail: boolean): VendorAdapter => ({
      vendor,
      model: `${vendor}-model`,
      generate(_text, { style }) {
        seen.push(`${vendor}:${style}`);
        return fail
          ? Promise.reject(
              new VendorError({ vendor, code: 'server_error', message: 'x', retryable: true }),
            )
          : Promise.resolve({ text: 'answer' });
      },
    });
    const router = createVendorRouter({
      remote: [recording('openai', true)],
      local: recording('local', false),
      settings: testSettings({ hedging: false, maxAttempts: 1 }),
    });
    const outcome = await router.route('hello', { style: 'plain' });
    assert.ok(outcome.ok && outcome.fallback);
    assert.deepEqual(seen, ['openai:plain', 'local:plain']);
  },
);
