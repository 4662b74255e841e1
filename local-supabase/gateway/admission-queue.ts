/** How many database-bound requests run at once, and how long the rest may wait for their turn. */
export interface AdmissionLimits {
  /** Requests served at the same time; the rest wait in arrival order. */
  concurrency: number;
  /** Requests that may wait; one more is refused at once. */
  maxQueued: number;
  /** A request still waiting after this long is refused instead of served late. */
  maxWaitMs: number;
}

// The queue moves at hundreds of requests a second, so a second later there is room again.
const retryAfterSeconds = 1;

/** Why a request was not admitted; `retryAfterSeconds` is what the 503 tells the client. */
export class AdmissionRefusedError extends Error {
  readonly retryAfterSeconds = retryAfterSeconds;

  constructor(readonly reason: 'queue-full' | 'waited-too-long') {
    super(
      reason === 'queue-full'
        ? 'The local stack is busy (too many requests waiting); retry shortly'
        : 'The local stack is busy (the request waited too long for its turn); retry shortly',
    );
    this.name = 'AdmissionRefusedError';
  }
}

interface Waiter {
  admit(): void;
  refuse(error: AdmissionRefusedError): void;
  timer: NodeJS.Timeout;
}

/**
 * A first-in, first-out gate in front of work that shares one resource (PGlite is a single
 * Postgres session in this process). Without it, every request's dozen queries interleave at
 * PGlite's per-query lock, so each waits behind every other and some wait for tens of seconds.
 * With it, requests are served whole in arrival order, and one that cannot be served in time gets
 * an immediate, explicit refusal rather than a socket nobody answers.
 */
export class AdmissionQueue {
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(private readonly limits: AdmissionLimits) {}

  /** Requests waiting for their turn right now. */
  get queued(): number {
    return this.#waiting.length;
  }

  /**
   * Runs `work` once every request that arrived earlier has been admitted; rejects with
   * AdmissionRefusedError when the queue is full, the wait runs out, or `signal` aborts first.
   * `signal` may be a function giving it: it is then asked for only if the request has to wait.
   */
  async run<Result>(
    work: () => Promise<Result>,
    signal?: AbortSignal | (() => AbortSignal),
  ): Promise<Result> {
    await this.#admission(signal);
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #admission(signalOrGetter: AbortSignal | (() => AbortSignal) | undefined): Promise<void> {
    if (this.#running < this.limits.concurrency && this.#waiting.length === 0) {
      this.#running += 1;
      return Promise.resolve();
    }
    const signal = typeof signalOrGetter === 'function' ? signalOrGetter() : signalOrGetter;
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.#waiting.length >= this.limits.maxQueued) {
      return Promise.reject(new AdmissionRefusedError('queue-full'));
    }
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        clearTimeout(waiter.timer);
        signal?.removeEventListener('abort', onAbort);
        const index = this.#waiting.indexOf(waiter);
        if (index >= 0) this.#waiting.splice(index, 1);
      };
      const onAbort = () => {
        leave();
        reject(signal?.reason ?? new Error('aborted'));
      };
      const waiter: Waiter = {
        admit: () => {
          leave();
          resolve();
        },
        refuse: (error) => {
          leave();
          reject(error);
        },
        timer: setTimeout(
          () => waiter.refuse(new AdmissionRefusedError('waited-too-long')),
          this.limits.maxWaitMs,
        ),
      };
      this.#waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  #release(): void {
    // The slot is handed over on the next turn of the event loop, not inline. libuv accepts one
    // new connection per turn, and inline hand-overs chained every queued request into the same
    // turn: under load, a burst of connections then waited seconds in the kernel's accept queue
    // (bench:load lost whole connections to 30 s timeouts). The slot stays taken meanwhile, so
    // nobody arriving later can take it first.
    setImmediate(() => {
      const next = this.#waiting[0];
      if (next) {
        next.admit();
        return;
      }
      this.#running -= 1;
    });
  }
}
