import assert from 'node:assert/strict';
import { CircuitBreaker, defaultBreakerSettings } from './circuit-breaker.ts';
import { HedgeBudget } from './hedge-budget.ts';

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

Deno.test(
  'hedge budget: allows 10% of the requests of the rolling minute, with a floor of two',
  () => {
    const budget = new HedgeBudget({ ratio: 0.1 });
    assert.equal(budget.tryTake(0), true);
    assert.equal(budget.tryTake(0), true);
    assert.equal(budget.tryTake(0), false);
    for (let request = 0; request < 50; request++) budget.onRequest(10);
    assert.equal(budget.tryTake(10), true);
    assert.equal(budget.tryTake(10), true);
    assert.equal(budget.tryTake(10), true);
    assert.equal(budget.tryTake(10), false, '5 hedges for 50 requests');
    assert.equal(budget.tryTake(70_000), true, 'the window rolled over');
  },
);

Deno.test('hedge budget: a zero ratio never hedges', () => {
  assert.equal(new HedgeBudget({ ratio: 0 }).tryTake(0), false);
});
