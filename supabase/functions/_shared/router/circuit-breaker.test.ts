import assert from 'node:assert/strict';
import { CircuitBreaker, defaultBreakerSettings } from './circuit-breaker.ts';

Deno.test(
  'breaker: stays closed below five calls, opens at half failures of the recent calls',
  () => {
    const breaker = new CircuitBreaker();
    for (let call = 0; call < 4; call++) breaker.onFailure(call);
    assert.equal(breaker.state, 'closed');
    breaker.onFailure(5);
    assert.equal(breaker.state, 'open');
    assert.equal(breaker.canAttempt(6), false);
  },
);

Deno.test(
  'breaker: after the cooldown one probe passes; its success closes, its failure reopens',
  () => {
    const breaker = new CircuitBreaker({ ...defaultBreakerSettings, cooldownMs: 100 });
    breaker.openFor(100, 0);
    assert.equal(breaker.canAttempt(50), false);
    assert.equal(breaker.canAttempt(100), true);
    breaker.onStart();
    assert.equal(breaker.canAttempt(101), false, 'only one probe at a time');
    breaker.onFailure(120);
    assert.equal(breaker.canAttempt(150), false);
    assert.equal(breaker.canAttempt(220), true);
    breaker.onStart();
    breaker.onSuccess(230);
    assert.equal(breaker.state, 'closed');
    assert.equal(breaker.canAttempt(231), true);
  },
);

Deno.test('breaker: failures older than the window are forgotten', () => {
  const breaker = new CircuitBreaker();
  for (let call = 0; call < 4; call++) breaker.onFailure(call);
  breaker.onFailure(61_000);
  assert.equal(breaker.state, 'closed');
});
