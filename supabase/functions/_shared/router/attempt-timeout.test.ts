import assert from 'node:assert/strict';
import { VendorError } from '../vendors/vendor-adapter.ts';
import { answerUnits, AttemptTimeout } from './attempt-timeout.ts';
import { defaultRouterSettings, type RouterSettings } from './router-settings.ts';
import { VendorHealth } from './vendor-health.ts';

const settings = (overrides: Partial<RouterSettings> = {}): RouterSettings => ({
  ...defaultRouterSettings,
  attemptTimeoutSamples: 4,
  ...overrides,
});

const call = { probe: false };
const probe = { probe: true };

const timeout = (vendor: string) =>
  new VendorError({ vendor, code: 'timeout', message: 'limit', retryable: true });

Deno.test('answer units grow with the text: 1 for a short message, 17 for 8,000 characters', () => {
  assert.equal(answerUnits(''), 1);
  assert.equal(answerUnits('x'.repeat(500)), 2);
  assert.equal(answerUnits('x'.repeat(8_000)), 17);
});

Deno.test('time limit: the default per unit until the vendor has enough answers', () => {
  const limit = new AttemptTimeout(settings());
  assert.equal(limit.limitMs(1, call), 8_000);
  assert.equal(limit.limitMs(2, call), 16_000);
  assert.equal(limit.limitMs(5, call), 20_000, 'never above the maximum');
  for (const ms of [400, 500, 600]) limit.onAnswer(ms, 1);
  assert.equal(limit.limitMs(1, call), 8_000, 'three answers are not enough to learn from');
});

Deno.test('time limit: 1.5 × the recent p99 per unit once learnt, clamped', () => {
  const limit = new AttemptTimeout(settings());
  for (const ms of [1_000, 1_200, 1_400]) limit.onAnswer(ms, 1);
  limit.onAnswer(4_000, 2);
  assert.equal(limit.limitMs(1, call), 3_000, '1.5 × 2,000 ms per unit');
  assert.equal(limit.limitMs(3, call), 9_000, 'a longer text gets proportionally longer');
  const fast = new AttemptTimeout(settings());
  for (let answer = 0; answer < 4; answer++) fast.onAnswer(20, 1);
  assert.equal(fast.limitMs(1, call), 1_000, 'a fast vendor still gets the minimum');
  const slow = new AttemptTimeout(settings());
  for (let answer = 0; answer < 4; answer++) slow.onAnswer(18_000, 1);
  assert.equal(slow.limitMs(1, call), 20_000, 'a slow vendor gets no more than the maximum');
});

Deno.test('time limit: one slow answer among a hundred does not lift it; a second one does', () => {
  const limit = new AttemptTimeout(settings());
  for (let answer = 0; answer < 99; answer++) limit.onAnswer(1_000, 1);
  limit.onAnswer(5_000, 1);
  assert.equal(limit.limitMs(1, call), 1_500);
  limit.onAnswer(5_000, 1);
  assert.equal(limit.limitMs(1, call), 7_500, 'two in 101: the p99 is now the slow mode');
});

Deno.test(
  'time limit: a probe gets twice the limit, twice again after each probe that timed out, until an answer',
  () => {
    const limit = new AttemptTimeout(settings());
    for (let answer = 0; answer < 4; answer++) limit.onAnswer(1_000, 1);
    assert.equal(limit.limitMs(1, call), 1_500);
    assert.equal(limit.limitMs(1, probe), 3_000);
    limit.onProbeTimeout();
    assert.equal(limit.limitMs(1, probe), 6_000);
    assert.equal(limit.limitMs(1, call), 1_500, 'ordinary calls get no back-off');
    for (let timeouts = 0; timeouts < 10; timeouts++) limit.onProbeTimeout();
    assert.equal(limit.limitMs(1, probe), 20_000);
    limit.onAnswer(1_000, 1);
    assert.equal(limit.limitMs(1, probe), 3_000);
  },
);

Deno.test('vendor health: a timeout is a failure that also raises the latency estimate', () => {
  const health = new VendorHealth('v', settings());
  const before = health.score();
  for (let call = 0; call < 5; call++) {
    health.onStart();
    health.onTimeout(timeout('v'), { now: 10 + call, elapsedMs: 8_000 });
  }
  assert.ok(health.score() > before * 4, `${health.score()} vs ${before}`);
  assert.equal(health.breakerState, 'open', 'five timeouts in five calls open the breaker');
  assert.equal(health.isAvailable(20), false);
});

Deno.test(
  'vendor health: a call that lost a hedge race or met the deadline is no failure, only slower',
  () => {
    const health = new VendorHealth('v', settings());
    for (let call = 0; call < 3; call++) {
      health.onStart();
      health.onSuccess(100, { now: call, units: 1 });
    }
    const before = health.score();
    for (let call = 0; call < 10; call++) {
      health.onStart();
      health.onCancelled(2_000);
    }
    assert.equal(health.breakerState, 'closed');
    assert.equal(health.isAvailable(100), true);
    assert.ok(health.score() > before, 'the ordering learns it was slow');
  },
);

Deno.test(
  'vendor health: a half-open probe gets twice the limit, and twice again after each probe that timed out',
  () => {
    const health = new VendorHealth('v', settings({ attemptTimeoutMinMs: 100 }));
    for (let call = 0; call < 4; call++) health.onSuccess(100, { now: call, units: 1 });
    assert.equal(health.attemptTimeoutMs(1), 150);
    for (let call = 0; call < 5; call++) {
      health.onTimeout(timeout('v'), { now: 10, elapsedMs: 150 });
    }
    assert.equal(health.isAvailable(30_010), true, 'half-open after the cooldown');
    assert.equal(health.attemptTimeoutMs(1), 300);
    health.onStart();
    health.onTimeout(timeout('v'), { now: 30_200, elapsedMs: 300 });
    assert.equal(health.isAvailable(60_200), true);
    assert.equal(health.attemptTimeoutMs(1), 600);
    health.onStart();
    health.onSuccess(450, { now: 60_650, units: 1 });
    assert.equal(health.breakerState, 'closed');
    assert.equal(health.attemptTimeoutMs(1), 675, '1.5 × its new p99, with no back-off');
  },
);
