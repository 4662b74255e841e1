import assert from 'node:assert/strict';
import { defaultRouterSettings, type RouterSettings } from './router-settings.ts';
import { createVendorRouter, fallbackNotice } from './vendor-router.ts';
import { scriptedAdapter } from './fake-adapter.test-support.ts';
import type { VendorAdapter } from '../vendors/vendor-adapter.ts';

const settings = (overrides: Partial<RouterSettings> = {}): RouterSettings => ({
  ...defaultRouterSettings,
  deadlineMs: 2_000,
  hedgeDelayMinMs: 50,
  initialHedgeDelayMs: 60,
  exploration: 0,
  localReserveMs: 100,
  ...overrides,
});

const local: VendorAdapter = {
  vendor: 'local',
  model: 'retext-clarity',
  generate: () => Promise.resolve({ text: 'offline answer' }),
};

Deno.test('the local engine answers when no remote vendor is configured', async () => {
  const router = createVendorRouter({ remote: [], local, settings: settings() });
  const outcome = await router.route('hello');
  assert.ok(outcome.ok);
  assert.equal(outcome.vendor, 'local');
  assert.equal(outcome.fallback, false);
  assert.equal(outcome.output, 'offline answer');
});

Deno.test('fails over to the next vendor after a 5xx and reports both attempts', async () => {
  const first = scriptedAdapter('first', [{ ms: 5, fail: 'server_error', status: 503 }]);
  const second = scriptedAdapter('second', [{ ms: 5 }]);
  const router = createVendorRouter({
    remote: [first.adapter, second.adapter],
    local,
    settings: settings(),
  });
  const outcome = await router.route('hello');
  assert.ok(outcome.ok);
  assert.equal(outcome.vendor, 'second');
  assert.deepEqual(
    outcome.attempts.map((attempt) => attempt.outcome),
    ['server_error', 'ok'],
  );
  assert.equal(outcome.hedged, false);
});

Deno.test(
  'hedges a stalled call after the hedge delay, takes the first answer and aborts the loser',
  async () => {
    const slow = scriptedAdapter('slow', [{ hang: true }]);
    const fast = scriptedAdapter('fast', [{ ms: 5 }]);
    const router = createVendorRouter({
      remote: [slow.adapter, fast.adapter],
      local,
      settings: settings(),
    });
    const startedAt = performance.now();
    const outcome = await router.route('hello');
    const elapsed = performance.now() - startedAt;
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'fast');
    assert.equal(outcome.hedged, true);
    assert.deepEqual(
      outcome.attempts.map((attempt) => attempt.outcome),
      ['lost_hedge', 'ok'],
    );
    assert.equal(slow.counts.aborted, 1);
    assert.equal(slow.counts.open, 0);
    assert.ok(elapsed < 500, `answered after ${elapsed} ms`);
  },
);

Deno.test('never hedges when hedging is off', async () => {
  const slow = scriptedAdapter('slow', [{ ms: 150 }]);
  const fast = scriptedAdapter('fast', [{ ms: 5 }]);
  const router = createVendorRouter({
    remote: [slow.adapter, fast.adapter],
    local,
    settings: settings({ hedging: false }),
  });
  const outcome = await router.route('hello');
  assert.ok(outcome.ok);
  assert.equal(outcome.vendor, 'slow');
  assert.equal(fast.counts.calls, 0);
});

Deno.test(
  'stops at three upstream attempts and then falls back to the offline engine, marked',
  async () => {
    const vendors = ['a', 'b', 'c', 'd'].map((name) =>
      scriptedAdapter(name, [{ ms: 2, fail: 'server_error' }]),
    );
    const router = createVendorRouter({
      remote: vendors.map((vendor) => vendor.adapter),
      local,
      settings: settings(),
    });
    const outcome = await router.route('hello');
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'local');
    assert.equal(outcome.fallback, true);
    assert.ok(outcome.output.startsWith(fallbackNotice));
    assert.equal(outcome.attempts.filter((attempt) => attempt.vendor !== 'local').length, 3);
    assert.equal(vendors[3]!.counts.calls, 0);
  },
);

Deno.test('gives up at the deadline when every vendor hangs and fallback is off', async () => {
  const vendors = ['a', 'b'].map((name) => scriptedAdapter(name, [{ hang: true }]));
  const router = createVendorRouter({
    remote: vendors.map((vendor) => vendor.adapter),
    local,
    settings: settings({ deadlineMs: 400, localFallback: false }),
  });
  const startedAt = performance.now();
  const outcome = await router.route('hello');
  const elapsed = performance.now() - startedAt;
  assert.equal(outcome.ok, false);
  assert.ok(elapsed >= 395 && elapsed < 450, `gave up after ${elapsed} ms`);
  assert.ok(outcome.attempts.every((attempt) => attempt.outcome === 'timeout'));
  assert.ok(vendors.every((vendor) => vendor.counts.open === 0));
});

Deno.test('skips a vendor whose key was refused for the following requests', async () => {
  const refused = scriptedAdapter('refused', [{ ms: 2, fail: 'auth_failed', status: 401 }]);
  const healthy = scriptedAdapter('healthy', [{ ms: 2 }]);
  const router = createVendorRouter({
    remote: [refused.adapter, healthy.adapter],
    local,
    settings: settings(),
  });
  for (let request = 0; request < 5; request++) assert.ok((await router.route('hello')).ok);
  assert.equal(refused.counts.calls, 1);
  assert.equal(healthy.counts.calls, 5);
});

Deno.test(
  'waits out a short Retry-After when the rate-limited vendor is the only one',
  async () => {
    const limited = scriptedAdapter('limited', [
      { ms: 2, fail: 'rate_limited', status: 429, retryAfterMs: 150 },
      { ms: 2 },
    ]);
    const router = createVendorRouter({
      remote: [limited.adapter],
      local,
      settings: settings({ localFallback: false }),
    });
    const startedAt = performance.now();
    const outcome = await router.route('hello');
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'limited');
    assert.ok(performance.now() - startedAt >= 150);
    assert.deepEqual(
      outcome.attempts.map((attempt) => attempt.outcome),
      ['rate_limited', 'ok'],
    );
  },
);

Deno.test(
  'sends at most five calls to a vendor that died before its breaker skips it',
  async () => {
    const dying = scriptedAdapter('dying', [
      ...Array.from({ length: 20 }, () => ({ ms: 1 })),
      { ms: 1, fail: 'server_error' as const },
    ]);
    const healthy = scriptedAdapter('healthy', [{ ms: 3 }]);
    const router = createVendorRouter({
      remote: [dying.adapter, healthy.adapter],
      local,
      settings: settings(),
    });
    for (let request = 0; request < 20; request++) await router.route('hello');
    for (let request = 0; request < 40; request++) assert.ok((await router.route('hello')).ok);
    assert.ok(dying.counts.calls - 20 <= 5, `${dying.counts.calls - 20} calls after it died`);
  },
);

Deno.test('moves traffic to the faster vendor within twenty requests', async () => {
  const slow = scriptedAdapter('slow', [{ ms: 40 }]);
  const fast = scriptedAdapter('fast', [{ ms: 5 }]);
  let draw = 0;
  const router = createVendorRouter({
    remote: [slow.adapter, fast.adapter],
    local,
    settings: settings({ exploration: 0.05, hedging: false }),
    random: () => (draw++ % 10) / 10,
  });
  for (let request = 0; request < 20; request++) await router.route('hello');
  const before = fast.counts.calls;
  for (let request = 0; request < 20; request++) await router.route('hello');
  assert.ok(fast.counts.calls - before >= 18, `fast got ${fast.counts.calls - before} of 20`);
});
