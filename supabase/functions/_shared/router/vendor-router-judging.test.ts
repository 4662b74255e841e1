import assert from 'node:assert/strict';
import { createReplyJudge } from '../refinement/reply-judge.ts';
import { setUpRouter } from './router-setup.test-support.ts';

/**
 * The router with a judge: a reply that is not a refinement of the draft, or that loses a hard
 * fact, is a failed attempt of its vendor and the request fails over, within one deadline.
 */
const draft =
  'Hi all, the pilot yield was 12% across 3 sites [14], so we would like to utilize the protocol for the main trial.';
const refinement = (refined: string) =>
  `REFINED\n${refined}\n\nCHANGES\n- "utilize" -> "use": plainer.`;
const faithful = refinement(
  'Hi all, the pilot yield was 12% across 3 sites [14], so we want to use the protocol for the main trial.',
);
const droppedNumber = refinement(
  'Hi all, the pilot yield was high across 3 sites [14], so we want to use the protocol for the main trial.',
);
const poem = refinement('Waves that whisper, tides that turn, salt and silver, sun and fern.');

const setUp = (scripts: Parameters<typeof setUpRouter>[0], localFallback = true) =>
  setUpRouter(scripts, {
    text: draft,
    judge: createReplyJudge(draft),
    overrides: { hedging: false, localFallback },
  });

Deno.test('a reply that dropped a number fails over to the next vendor', async () => {
  const { route, vendors } = setUp({
    first: [{ ms: 20, text: droppedNumber }],
    second: [{ ms: 30, text: faithful }],
  });
  const { outcome, elapsed } = await route();
  assert.ok(outcome.ok);
  assert.equal(outcome.vendor, 'second');
  assert.equal(outcome.fallback, false);
  assert.match(outcome.parsed.refined, /12% across 3 sites \[14\]/);
  assert.deepEqual(outcome.facts?.missing, []);
  assert.deepEqual(
    outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome]),
    [
      ['first', 'invalid_response'],
      ['second', 'ok'],
    ],
  );
  assert.deepEqual(outcome.failures, [
    { vendor: 'first', code: 'invalid_response', rejection: 'facts_lost' },
  ]);
  assert.equal(elapsed, 50, 'the failover came at once, within the same deadline');
  assert.equal(vendors.second!.counts.calls, 1);
});

Deno.test('a reply that obeyed an instruction instead of refining fails over too', async () => {
  const { route } = setUp({
    first: [{ ms: 20, text: poem }],
    second: [{ ms: 30, text: faithful }],
  });
  const { outcome } = await route();
  assert.ok(outcome.ok);
  assert.equal(outcome.vendor, 'second');
  assert.deepEqual(outcome.failures, [
    { vendor: 'first', code: 'invalid_response', rejection: 'off_topic' },
  ]);
});

Deno.test('a reply in no refinement shape at all fails over', async () => {
  const { route } = setUp({
    first: [{ ms: 20, text: 'Sure, happy to help! What do you need?' }],
    second: [{ ms: 30, text: faithful }],
  });
  const { outcome } = await route();
  assert.ok(outcome.ok);
  assert.deepEqual(outcome.failures, [
    { vendor: 'first', code: 'invalid_response', rejection: 'unparseable' },
  ]);
});

Deno.test(
  'a rejected reply counts against its vendor, so the next request starts elsewhere',
  async () => {
    const { route, vendors } = setUp({
      first: [{ ms: 20, text: droppedNumber }],
      second: [{ ms: 30, text: faithful }],
    });
    for (let request = 0; request < 6; request++) await route();
    const { outcome } = await route();
    assert.ok(outcome.ok);
    assert.equal(outcome.attempts[0]!.vendor, 'second', 'the breaker moved the first vendor back');
    assert.ok(vendors.first!.counts.calls < 7);
  },
);

Deno.test(
  'when every vendor drops a fact and no offline engine stands behind, the reply that kept the most answers, with what it lost',
  async () => {
    const droppedTwo = refinement(
      'Hi all, the pilot yield was high across several sites [14], so we want to use the protocol.',
    );
    const { route } = setUp(
      { first: [{ ms: 20, text: droppedTwo }], second: [{ ms: 30, text: droppedNumber }] },
      false,
    );
    const { outcome } = await route();
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'second');
    assert.equal(outcome.fallback, false);
    assert.deepEqual(outcome.facts?.missing, [{ kind: 'percentage', text: '12%', hard: true }]);
    assert.deepEqual(
      outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome]),
      [
        ['first', 'invalid_response'],
        ['second', 'invalid_response'],
        ['first', 'invalid_response'],
      ],
      'all three attempts of the budget were spent first',
    );
  },
);

Deno.test(
  'when every vendor drops a fact, the offline engine answers as the fallback',
  async () => {
    const { route } = setUp({
      first: [{ ms: 20, text: droppedNumber }],
      second: [{ ms: 30, text: droppedNumber }],
    });
    const { outcome } = await route();
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'local');
    assert.equal(outcome.fallback, true);
  },
);

Deno.test(
  'when every vendor answers off topic and nothing stands behind, the request fails',
  async () => {
    const { route } = setUp(
      { first: [{ ms: 20, text: poem }], second: [{ ms: 30, text: poem }] },
      false,
    );
    const { outcome } = await route();
    assert.equal(outcome.ok, false);
  },
);
