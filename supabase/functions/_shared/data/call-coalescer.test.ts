import assert from 'node:assert/strict';
import { createCoalescer } from './call-coalescer.ts';

/** A batch sender whose calls stay in flight until the test answers or fails them. */
function heldSender() {
  const calls: {
    items: readonly string[];
    answer: (answers?: readonly string[]) => Promise<void>;
    fail: (error: unknown) => Promise<void>;
  }[] = [];
  const sendBatch = (items: readonly string[]) =>
    new Promise<readonly string[]>((resolve, reject) => {
      calls.push({
        items,
        // Answers each item with its own label, unless the test gives other answers.
        answer: (answers = items.map((item) => `answer:${item}`)) => {
          resolve(answers);
          return settled();
        },
        fail: (error) => {
          reject(error);
          return settled();
        },
      });
    });
  return { calls, sendBatch };
}

/** Lets the coalescer's promise callbacks (settle, then send the next batch) run. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

Deno.test('call coalescer: a lone call is sent at once, alone', async () => {
  const { calls, sendBatch } = heldSender();
  const call = createCoalescer(sendBatch);
  const answer = call('ada');
  assert.equal(calls.length, 1, 'sent in the caller’s own turn, without waiting');
  assert.deepEqual(calls[0]!.items, ['ada']);
  await calls[0]!.answer();
  assert.equal(await answer, 'answer:ada');
  const next = call('grace');
  assert.equal(calls.length, 2, 'an idle coalescer sends the next call at once too');
  await calls[1]!.answer();
  assert.equal(await next, 'answer:grace');
});

Deno.test(
  'call coalescer: calls arriving while one is in flight go together in one call, in order, each with its own answer',
  async () => {
    const { calls, sendBatch } = heldSender();
    const call = createCoalescer(sendBatch);
    const first = call('ada');
    const later = ['grace', 'ada', 'linus', 'grace'].map((user) => call(user));
    assert.equal(calls.length, 1, 'nothing more is sent while the first is in flight');
    await calls[0]!.answer();
    assert.equal(await first, 'answer:ada');
    assert.equal(calls.length, 2);
    assert.deepEqual(calls[1]!.items, ['grace', 'ada', 'linus', 'grace']);
    await calls[1]!.answer(['g1', 'a2', 'l1', 'g2']);
    assert.deepEqual(await Promise.all(later), ['g1', 'a2', 'l1', 'g2']);
    assert.equal(calls.length, 2, 'nothing is sent when nobody waits');
  },
);

Deno.test('call coalescer: the cap splits the waiting calls into batches', async () => {
  const { calls, sendBatch } = heldSender();
  const call = createCoalescer(sendBatch, { maxBatch: 3 });
  const answers = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((item) => call(item));
  await calls[0]!.answer();
  await calls[1]!.answer();
  await calls[2]!.answer();
  assert.deepEqual(
    calls.map((entry) => entry.items),
    [['a'], ['b', 'c', 'd'], ['e', 'f', 'g'], ['h']],
  );
  await calls[3]!.answer();
  assert.deepEqual(await Promise.all(answers), [
    'answer:a',
    'answer:b',
    'answer:c',
    'answer:d',
    'answer:e',
    'answer:f',
    'answer:g',
    'answer:h',
  ]);
});

Deno.test(
  'call coalescer: a failed batch rejects exactly its own callers and the next batch still works',
  async () => {
    const { calls, sendBatch } = heldSender();
    const call = createCoalescer(sendBatch);
    const first = call('ada');
    // Settled into results at once, so their rejections are never unhandled.
    const failing = Promise.allSettled([call('grace'), call('linus'), call('margaret')]);
    await calls[0]!.answer();
    assert.equal(await first, 'answer:ada');
    const outage = new Error('database busy');
    // Arrives while the doomed batch is in flight, so it waits for the next one.
    const late = call('barbara');
    await calls[1]!.fail(outage);
    assert.deepEqual(
      (await failing).map((result) => result.status === 'rejected' && result.reason === outage),
      [true, true, true],
    );
    assert.deepEqual(calls[1]!.items, ['grace', 'linus', 'margaret']);
    assert.deepEqual(calls[2]!.items, ['barbara']);
    await calls[2]!.answer();
    assert.equal(await late, 'answer:barbara');
    const again = call('ada');
    await calls[3]!.answer();
    assert.equal(await again, 'answer:ada');
  },
);

Deno.test(
  'call coalescer: a batch answered with the wrong count fails all its callers',
  async () => {
    const { calls, sendBatch } = heldSender();
    const call = createCoalescer(sendBatch);
    const first = call('ada');
    const pair = Promise.allSettled([call('grace'), call('linus')]);
    await calls[0]!.answer();
    await first;
    await calls[1]!.answer(['only one']);
    for (const result of await pair) {
      assert.equal(result.status, 'rejected');
      assert.match(String(result.reason), /batch of 2 answered 1 entries/);
    }
  },
);

Deno.test(
  'call coalescer: a sender that throws at once fails that call, not the next',
  async () => {
    let throwNext = true;
    const call = createCoalescer((items: readonly string[]) => {
      if (throwNext) {
        throwNext = false;
        throw new Error('could not build the request');
      }
      return Promise.resolve(items.map((item) => `answer:${item}`));
    });
    await assert.rejects(call('ada'), /could not build the request/);
    assert.equal(await call('grace'), 'answer:grace');
  },
);

Deno.test('call coalescer: refuses a cap that is not a positive integer', () => {
  for (const maxBatch of [0, -1, 1.5, Number.NaN]) {
    assert.throws(() => createCoalescer(() => Promise.resolve([]), { maxBatch }), RangeError);
  }
});
