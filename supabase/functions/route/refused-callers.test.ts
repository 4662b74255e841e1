import assert from 'node:assert/strict';
import { RefusedCallers } from './refused-callers.ts';

const clockAt = (start: number) => {
  const clock = { now: start };
  return { clock, now: () => clock.now };
};

Deno.test('remembers a refused caller until their Retry-After passes, counting down', () => {
  const { clock, now } = clockAt(1_000);
  const refused = new RefusedCallers(now);
  refused.remember('ada', 17);
  assert.equal(refused.retryAfterSeconds('ada'), 17);
  clock.now += 10_200;
  assert.equal(refused.retryAfterSeconds('ada'), 7, 'rounded up: 6.8 s left');
  clock.now += 6_700;
  assert.equal(refused.retryAfterSeconds('ada'), 1, 'never less than a second while refused');
  clock.now += 100;
  assert.equal(refused.retryAfterSeconds('ada'), undefined, 'free again: the database decides');
  assert.equal(refused.size, 0);
  assert.equal(refused.retryAfterSeconds('grace'), undefined);
});

Deno.test('a newer refusal replaces the earlier one', () => {
  const { now } = clockAt(0);
  const refused = new RefusedCallers(now);
  refused.remember('ada', 5);
  refused.remember('ada', 3_600);
  assert.equal(refused.retryAfterSeconds('ada'), 3_600);
  assert.equal(refused.size, 1);
});

Deno.test('stays bounded: expired callers go first, then the earliest remembered', () => {
  const { clock, now } = clockAt(0);
  const refused = new RefusedCallers(now, { capacity: 3 });
  refused.remember('expires-soon', 1);
  refused.remember('ada', 60);
  refused.remember('grace', 60);
  clock.now += 2_000;
  refused.remember('hopper', 60);
  assert.equal(refused.size, 3);
  assert.equal(refused.retryAfterSeconds('ada'), 58, 'the expired caller made room');
  refused.remember('lovelace', 60);
  assert.equal(refused.size, 3);
  assert.equal(refused.retryAfterSeconds('ada'), undefined, 'the earliest remembered is forgotten');
  assert.equal(refused.retryAfterSeconds('lovelace'), 60);
});
