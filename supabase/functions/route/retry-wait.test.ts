import assert from 'node:assert/strict';
import { retryWaitPhrase } from './retry-wait.ts';

Deno.test('a wait under a minute is said in seconds', () => {
  assert.equal(retryWaitPhrase(45), '45 s');
  assert.equal(retryWaitPhrase(0.2), '1 s');
  assert.equal(retryWaitPhrase(59), '59 s');
});

Deno.test('a wait under an hour is said in minutes, rounded up', () => {
  assert.equal(retryWaitPhrase(60), '1 min');
  assert.equal(retryWaitPhrase(61), '2 min');
  assert.equal(retryWaitPhrase(3599), '1 h');
});

Deno.test("a daily limit's wait is said in hours and minutes, never later than it ends", () => {
  assert.equal(retryWaitPhrase(28045), '7 h 48 min');
  assert.equal(retryWaitPhrase(7200), '2 h');
  assert.equal(retryWaitPhrase(86400), '24 h');
});
