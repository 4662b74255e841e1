import { type Clock, systemClock } from '../clock/clock.ts';

/** When a batch is written, and what happens when writing it fails. */
export interface BatchOptions<Row> {
  /** Rows per write, at most (default 50): a full batch is written at once. */
  maxRows?: number;
  /** Longest a row waits for its batch to be written (default 250 ms). */
  maxDelayMs?: number;
  clock?: Clock;
  /** Told once per failed write; its rows are dropped, never retried. */
  onFailure?: (failure: { error: unknown; rows: readonly Row[] }) => void;
}

interface Batch<Row> {
  rows: Row[];
  done: Promise<void>;
  resolve: () => void;
  cancelTimer: () => void;
}

/**
 * Buffers rows in the isolate and writes them as one multi-row insert when `maxRows` are
 * waiting or the oldest has waited `maxDelayMs`, whichever comes first. `add` returns the
 * promise of the write that carries that row, so a request's `waitUntil` keeps the isolate
 * alive exactly until its own row is stored (or dropped). That promise never rejects: a failed
 * write is reported to `onFailure` and its rows are dropped, so a database outage cannot pile
 * up retries in an isolate. Rows keep their order inside a batch, and batches start in order.
 */
export function createBatcher<Row>(
  write: (rows: readonly Row[]) => Promise<void>,
  options: BatchOptions<Row> = {},
): { add(row: Row): Promise<void> } {
  const maxRows = options.maxRows ?? 50;
  const maxDelayMs = options.maxDelayMs ?? 250;
  const clock = options.clock ?? systemClock;
  let open: Batch<Row> | undefined;

  function flush(batch: Batch<Row>): void {
    if (open === batch) open = undefined;
    batch.cancelTimer();
    // Through a promise, so a writer that throws at once is a failed write like any other.
    Promise.resolve(batch.rows)
      .then(write)
      .catch((error: unknown) => options.onFailure?.({ error, rows: batch.rows }))
      // A reporter that throws must not leave an unhandled rejection behind.
      .catch(() => {})
      .finally(batch.resolve);
  }

  function start(): Batch<Row> {
    let resolve = () => {};
    const done = new Promise<void>((settle) => (resolve = settle));
    const batch: Batch<Row> = { rows: [], done, resolve, cancelTimer: () => {} };
    batch.cancelTimer = clock.schedule(() => flush(batch), maxDelayMs);
    return batch;
  }

  return {
    add(row) {
      const batch = (open ??= start());
      batch.rows.push(row);
      if (batch.rows.length >= maxRows) flush(batch);
      return batch.done;
    },
  };
}
