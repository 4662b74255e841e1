import assert from 'node:assert/strict';
import { ManualClock } from '../clock/manual-clock.test-support.ts';
import { createBatcher } from './usage-batch.ts';

/** A writer that records each write with the manual clock's time, and can be told to fail. */
function recordingWriter(clock: ManualClock, options: { failWith?: Error } = {}) {
  const writes: { at: number; rows: number[] }[] = [];
  const write = (rows: readonly number[]) => {
    writes.push({ at: clock.now(), rows: [...rows] });
    return options.failWith ? Promise.reject(options.failWith) : Promise.resolve();
  };
  return { writes, write };
}

Deno.test(
  'usage batch: 50 waiting rows are written at once, as one write, in their order',
  async () => {
    const clock = new ManualClock(0);
    const { writes, write } = recordingWriter(clock);
    const batcher = createBatcher(write, { clock });
    const settled = Array.from({ length: 120 }, (_, row) => batcher.add(row));
    await clock.run(Promise.all(settled));
    assert.deepEqual(
      writes.map((entry) => [entry.at, entry.rows.length]),
      [
        [0, 50],
        [0, 50],
        [250, 20],
      ],
    );
    assert.deepEqual(
      writes.flatMap((entry) => entry.rows),
      Array.from({ length: 120 }, (_, row) => row),
    );
  },
);

Deno.test(
  'usage batch: a row waits at most 250 ms, counted from the first of its batch',
  async () => {
    const clock = new ManualClock(0);
    const { writes, write } = recordingWriter(clock);
    const batcher = createBatcher(write, { clock });
    const first = batcher.add(1);
    await clock.run(new Promise<void>((resolve) => clock.schedule(resolve, 100)));
    const second = batcher.add(2);
    await clock.run(second);
    await first;
    assert.deepEqual(writes, [{ at: 250, rows: [1, 2] }]);
    const third = batcher.add(3);
    await clock.run(third);
    assert.deepEqual(writes.at(-1), { at: 500, rows: [3] }, 'a new batch starts its own wait');
    assert.equal(clock.pending, 0, 'no timer is left behind');
  },
);

Deno.test(
  'usage batch: each row’s promise settles only when the write carrying it is done',
  async () => {
    const clock = new ManualClock(0);
    const finishWrite: (() => void)[] = [];
    const batcher = createBatcher(() => new Promise<void>((resolve) => finishWrite.push(resolve)), {
      clock,
      maxRows: 2,
    });
    const settledRows: number[] = [];
    for (const row of [1, 2, 3, 4]) batcher.add(row).then(() => settledRows.push(row));
    await clock.run(Promise.resolve());
    assert.equal(finishWrite.length, 2, 'two full batches are being written');
    assert.deepEqual(settledRows, []);
    finishWrite[1]!();
    await clock.run(Promise.resolve());
    assert.deepEqual(settledRows, [3, 4]);
    finishWrite[0]!();
    await clock.run(Promise.resolve());
    assert.deepEqual(settledRows, [3, 4, 1, 2]);
  },
);

Deno.test(
  'usage batch: a failed write is reported once, its rows are dropped and never retried',
  async () => {
    const clock = new ManualClock(0);
    const { writes, write } = recordingWriter(clock, { failWith: new Error('database away') });
    const failures: { message: string; rows: readonly number[] }[] = [];
    const batcher = createBatcher(write, {
      clock,
      onFailure: ({ error, rows }) => failures.push({ message: (error as Error).message, rows }),
    });
    // The promises resolve all the same: a request's waitUntil must not reject or hang.
    await clock.run(Promise.all([batcher.add(1), batcher.add(2)]));
    await clock.run(new Promise<void>((resolve) => clock.schedule(resolve, 10_000)));
    assert.deepEqual(failures, [{ message: 'database away', rows: [1, 2] }]);
    assert.equal(writes.length, 1, 'no retry');
    await clock.run(batcher.add(3));
    assert.equal(writes.length, 2, 'later rows are written as usual');
  },
);

Deno.test(
  'usage batch: a writer or reporter that throws at once still settles every row',
  async () => {
    const clock = new ManualClock(0);
    const batcher = createBatcher<number>(
      () => {
        throw new Error('synchronous');
      },
      {
        clock,
        onFailure: () => {
          throw new Error('the reporter broke too');
        },
      },
    );
    await clock.run(Promise.all([batcher.add(1), batcher.add(2)]));
  },
);
