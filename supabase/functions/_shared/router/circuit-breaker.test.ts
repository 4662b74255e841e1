import assert from 'node:assert/strict';
import { CircuitBreaker, defaultBreakerSettings } from './circuit-breaker.ts';

Deno.test(
  'breaker: stays closed below five calls, opens at half failures of the minute’s calls',
  () => {
    const breaker = new CircuitBreaker();
    breaker.onSuccess(0);
    breaker.onFailure(1);
    breaker.onFailure(2);
    breaker.onSuccess(3);
    assert.equal(breaker.state, 'closed', 'four calls are too few to judge');
    breaker.onFailure(4);
    assert.equal(breaker.state, 'open', 'three failures in five calls');
    assert.equal(breaker.canAttempt(6), false);
  },
);

Deno.test('breaker: five failures in a row open it, even after a long healthy run', () => {
  const breaker = new CircuitBreaker();
  for (let call = 0; call < 1_000; call++) breaker.onSuccess(call * 10);
  for (let call = 0; call < 4; call++) breaker.onFailure(10_000 + call);
  assert.equal(breaker.state, 'closed');
  breaker.onFailure(10_004);
  assert.equal(breaker.state, 'open');
});

Deno.test(
  'breaker: stalls that end back to back while later calls answered are not failures in a row',
  () => {
    // After 200 answers, five stalled calls start 1,000–1,400 ms, each cut at its 1,150 ms
    // limit, and between their starts calls that answered in 20 ms. In completion order the
    // five timeouts come back to back (2,150–2,550 ms) with no success between them.
    const breaker = new CircuitBreaker();
    for (let call = 0; call < 200; call++) breaker.onSuccess(call * 5 + 20, call * 5);
    for (let stall = 0; stall < 5; stall++) {
      breaker.onSuccess(1_070 + stall * 100, 1_050 + stall * 100);
    }
    for (let stall = 0; stall < 5; stall++)
      breaker.onFailure(2_150 + stall * 100, 1_000 + stall * 100);
    assert.equal(breaker.state, 'closed', 'calls started after each stall answered');
  },
);

Deno.test('breaker: a vendor that died opens after five calls started after its death', () => {
  const breaker = new CircuitBreaker();
  for (let call = 0; call < 100; call++) breaker.onSuccess(call * 10 + 20, call * 10);
  // A slow call started before the death still answers after three failures of later calls:
  // it is no sign of life after them, so the run goes on.
  for (let call = 0; call < 3; call++) breaker.onFailure(1_100 + call, 1_050 + call);
  breaker.onSuccess(1_200, 1_000);
  breaker.onFailure(1_201, 1_060);
  assert.equal(breaker.state, 'closed');
  breaker.onFailure(1_202, 1_061);
  assert.equal(breaker.state, 'open');
});

Deno.test(
  'breaker: a vendor failing one call in ten stays in, bursts of four failures in six included',
  () => {
    const breaker = new CircuitBreaker();
    let at = 0;
    const pattern = 'SSSSSSSSSF'.repeat(5) + 'FFSFFS' + 'SSSSSSSSSF'.repeat(5);
    for (const outcome of pattern) {
      at += 100;
      if (outcome === 'S') breaker.onSuccess(at);
      else breaker.onFailure(at);
      assert.equal(breaker.state, 'closed', `at ${at} ms`);
    }
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
