import assert from 'node:assert/strict';
import { createReplyJudge } from '../refinement/reply-judge.ts';
import { type Script, streamed } from './fake-adapter.test-support.ts';
import type { StreamFailure } from './route-outcome.ts';
import { setUpRouter, tenQuickAnswers } from './router-setup.test-support.ts';
import type { VendorRouter } from './vendor-router.ts';

/**
 * Streaming calls on the manual clock: what the caller sees (each piece of text and when, each
 * replaced answer and why) and when the router cuts, hedges and fails over, to the millisecond.
 */
type Seen = [at: number, text: string] | [at: number, 'replaced', StreamFailure];

async function routeStreaming(
  setup: ReturnType<typeof setUpRouter>,
  options: { text?: string; judge?: boolean } = {},
) {
  const { clock, router } = setup;
  const seen: Seen[] = [];
  const startedAt = clock.now();
  const text = options.text ?? 'hello';
  const outcome = await clock.run(
    (router as VendorRouter).route(text, {
      startedAt,
      ...(options.judge ? { judge: createReplyJudge(text) } : {}),
      onText: (piece) => seen.push([clock.now() - startedAt, piece]),
      onReplaced: (failure) => seen.push([clock.now() - startedAt, 'replaced', failure]),
    }),
  );
  return { outcome, seen, elapsed: clock.now() - startedAt };
}

const reply = 'REFINED\nHello there.';

Deno.test('the leading call’s text reaches the caller as it is written', async () => {
  const setup = setUpRouter({ solo: [{ ms: 60, pieces: streamed(reply, 20, 10) }] });
  const { outcome, seen, elapsed } = await routeStreaming(setup);
  assert.deepEqual(seen, [
    [20, 'REFINED'],
    [30, '\nHello'],
    [40, ' there.'],
  ]);
  assert.ok(outcome.ok);
  assert.equal(outcome.streamed, true);
  assert.equal(outcome.output, reply);
  assert.equal(elapsed, 60);
});

Deno.test(
  'a stream that stalls mid-answer is cut at the stall limit, its text void, and the next vendor streams',
  async () => {
    const setup = setUpRouter(
      {
        stalls: [{ hang: true, pieces: streamed('REFINED\nHel', 10, 10) }],
        healthy: [{ ms: 40, pieces: streamed(reply, 15, 5) }],
      },
      { overrides: { streamStallMs: 200, hedging: false } },
    );
    const { outcome, seen, elapsed } = await routeStreaming(setup);
    assert.deepEqual(seen, [
      [10, 'REFINED'],
      [20, '\nHel'],
      [220, 'replaced', { code: 'timeout', lost: [] }],
      [235, 'REFINED'],
      [240, '\nHello'],
      [245, ' there.'],
    ]);
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'healthy');
    assert.equal(outcome.streamed, true);
    assert.deepEqual(
      outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome, attempt.ms]),
      [
        ['stalls', 'timeout', 220],
        ['healthy', 'ok', 40],
      ],
    );
    assert.equal(elapsed, 260);
    assert.equal(setup.vendors.stalls!.counts.aborted, 1, 'its socket closed');
  },
);

Deno.test('a call that keeps writing is never cut, however long its answer takes', async () => {
  const long = `REFINED\n${'word '.repeat(40)}`;
  const setup = setUpRouter(
    { slow: [{ ms: 4_100, pieces: streamed(long, 50, 100) }], other: [{ ms: 5 }] },
    { overrides: { streamStallMs: 150, attemptTimeoutMs: 300, deadlineMs: 10_000 } },
  );
  const { outcome } = await routeStreaming(setup);
  assert.ok(outcome.ok);
  assert.deepEqual(
    outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome]),
    [['slow', 'ok']],
  );
});

Deno.test('the hedge waits on the first text: a call already writing is not hedged', async () => {
  const writing: Script = { ms: 500, pieces: streamed(reply, 30, 200) };
  const setup = setUpRouter({ first: [...tenQuickAnswers.slice(1), writing], second: [{ ms: 5 }] });
  for (let request = 0; request < 9; request++) await routeStreaming(setup);
  // The hedge delay is 50 ms; the first text came at 30 ms, the answer at 500.
  const { outcome } = await routeStreaming(setup);
  assert.ok(outcome.ok);
  assert.deepEqual(
    outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome, attempt.hedge]),
    [['first', 'ok', false]],
  );
  assert.equal(setup.vendors.second!.counts.calls, 0);
});

Deno.test(
  'with no text by the hedge delay, a hedge starts; the first call to write leads and the other is aborted unheard',
  async () => {
    const late: Script = { ms: 400, pieces: streamed('REFINED\nLate one.', 300, 10) };
    const setup = setUpRouter({
      first: [...tenQuickAnswers.slice(1), late],
      second: [{ ms: 90, pieces: streamed(reply, 20, 10) }],
    });
    for (let request = 0; request < 9; request++) await routeStreaming(setup);
    const { outcome, seen } = await routeStreaming(setup);
    // The hedge starts at 50 ms and writes 20 ms later; the first call never gets to write.
    assert.deepEqual(
      seen.map(([at, text]) => [at, text]),
      [
        [70, 'REFINED'],
        [80, '\nHello'],
        [90, ' there.'],
      ],
    );
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'second');
    assert.deepEqual(
      outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome, attempt.ms]),
      [
        ['first', 'lost_hedge', 70],
        ['second', 'ok', 90],
      ],
    );
    assert.equal(setup.vendors.first!.counts.aborted, 1);
  },
);

Deno.test(
  'a hedge aborted when the original wrote first is still there to fail over to',
  async () => {
    const draft = 'Error rates fell by 12% across the three sites.';
    const spoiled = `REFINED\n${draft.replace('12%', 'several')}`;
    const late: Script = { ms: 300, pieces: streamed(spoiled, 120, 10) };
    const setup = setUpRouter({
      first: [...tenQuickAnswers.slice(1), late],
      second: [{ hang: true }, { ms: 60, pieces: streamed(`REFINED\n${draft}`, 10, 5) }],
    });
    for (let request = 0; request < 9; request++) await routeStreaming(setup);
    const { outcome } = await routeStreaming(setup, { text: draft, judge: true });
    // The hedge starts at 50 ms and is aborted at 120 ms, when the original writes first; its
    // answer loses the number, and the failover goes to the hedged vendor, not the same one.
    assert.ok(outcome.ok);
    assert.deepEqual(
      outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome]),
      [
        ['first', 'invalid_response'],
        ['second', 'lost_hedge'],
        ['second', 'ok'],
      ],
    );
  },
);

Deno.test(
  'a streamed answer the judge refuses is replaced, saying which hard fact it lost, and the next one streams',
  async () => {
    const draft = 'Error rates fell by 12% across the three sites.';
    const spoiled = `REFINED\n${draft.replace('12%', 'several')}`;
    const kept = `REFINED\n${draft}`;
    const setup = setUpRouter({
      spoils: [{ ms: 100, pieces: streamed(spoiled, 10, 5) }],
      keeps: [{ ms: 60, pieces: streamed(kept, 10, 5) }],
    });
    const { outcome, seen } = await routeStreaming(setup, { text: draft, judge: true });
    const replaced = seen.filter((entry) => entry[1] === 'replaced');
    assert.deepEqual(replaced, [
      [
        100,
        'replaced',
        {
          code: 'invalid_response',
          rejection: 'facts_lost',
          lost: [{ kind: 'percentage', text: '12%', hard: true }],
        },
      ],
    ]);
    const after = seen.slice(seen.indexOf(replaced[0]!) + 1).map((entry) => entry[1]);
    assert.equal(after.join(''), kept);
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'keeps');
    assert.equal(outcome.streamed, true);
  },
);

Deno.test(
  'a streaming call cut by the deadline is replaced by the offline engine, which does not stream',
  async () => {
    const setup = setUpRouter(
      { slow: [{ hang: true, pieces: streamed(`REFINED\n${'word '.repeat(50)}`, 10, 50) }] },
      { overrides: { deadlineMs: 1_000, localReserveMs: 100 } },
    );
    const { outcome, seen } = await routeStreaming(setup);
    assert.deepEqual(seen.at(-1), [900, 'replaced', { code: 'timeout', lost: [] }]);
    assert.ok(outcome.ok);
    assert.equal(outcome.vendor, 'local');
    assert.equal(outcome.fallback, true);
    assert.equal(outcome.streamed, false);
  },
);

Deno.test(
  'a vendor’s time limit is learnt from its time to the first text, not to the whole answer',
  async () => {
    const prompt: Script = { ms: 400, pieces: streamed(reply, 10, 100) };
    const setup = setUpRouter(
      {
        primary: [...Array.from({ length: 20 }, () => prompt), { hang: true }],
        backup: [{ ms: 5 }],
      },
      { overrides: { attemptTimeoutMinMs: 10, hedging: false } },
    );
    for (let request = 0; request < 20; request++) await routeStreaming(setup);
    // 1.5 × its first text at 10 ms: 15 ms, where the whole answers would have made it 600.
    const { outcome } = await routeStreaming(setup);
    assert.ok(outcome.ok);
    assert.deepEqual(
      outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome, attempt.ms]),
      [
        ['primary', 'timeout', 15],
        ['backup', 'ok', 5],
      ],
    );
  },
);
