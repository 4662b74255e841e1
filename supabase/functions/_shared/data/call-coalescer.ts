/** How many calls one batch may carry, at most. */
export interface CoalescerOptions {
  /** Default 100: a batch bounds the database work (and request body) of one round trip. */
  maxBatch?: number;
}

interface Waiting<Item, Answer> {
  item: Item;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

/**
 * Natural batching: turns a batch call into a per-item one. When no batch is in flight, an
 * item is sent at once, alone, so a quiet isolate adds no latency. While one is in flight,
 * later items wait; when it settles, up to `maxBatch` of them go together in the next call,
 * in arrival order. Under load the round trips per second stay about constant while each
 * carries more items, instead of queueing one round trip per item behind a saturated server.
 *
 * `sendBatch` must answer one entry per item, in order; each caller gets its own entry. If it
 * fails (or answers the wrong count), every caller in that batch gets the error, and only
 * them: the next batch is sent as usual. No timers, so nothing is left behind in an isolate.
 */
export function createCoalescer<Item, Answer>(
  sendBatch: (items: readonly Item[]) => Promise<readonly Answer[]>,
  options: CoalescerOptions = {},
): (item: Item) => Promise<Answer> {
  const maxBatch = options.maxBatch ?? 100;
  if (!Number.isInteger(maxBatch) || maxBatch < 1) {
    throw new RangeError(`maxBatch must be a positive integer, got ${maxBatch}`);
  }
  const waiting: Waiting<Item, Answer>[] = [];
  let inFlight = false;

  function settle(batch: readonly Waiting<Item, Answer>[], answers: readonly Answer[]): void {
    if (answers.length !== batch.length) {
      const error = new Error(`batch of ${batch.length} answered ${answers.length} entries`);
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, index) => entry.resolve(answers[index]!));
  }

  function sendNext(): void {
    const batch = waiting.splice(0, maxBatch);
    inFlight = true;
    // Called synchronously, so a lone item's request leaves in the caller's own turn; a
    // sender that throws at once is a failed batch like any other.
    let sent: Promise<readonly Answer[]>;
    try {
      sent = sendBatch(batch.map((entry) => entry.item));
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent
      .then(
        (answers) => settle(batch, answers),
        (error: unknown) => {
          for (const entry of batch) entry.reject(error);
        },
      )
      .finally(() => {
        inFlight = false;
        if (waiting.length > 0) sendNext();
      });
  }

  return (item) =>
    new Promise<Answer>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!inFlight) sendNext();
    });
}
