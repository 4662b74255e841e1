import type { Clock } from './clock.ts';

interface Timer {
  at: number;
  order: number;
  callback: () => void;
  cancelled: boolean;
}

/** Lets every promise chain that is ready run to its end (one real macrotask). */
const settlePromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Real turns to wait for I/O (a request body, say) before calling the work stuck. */
const ioTurns = 200;

/**
 * A clock that only moves when told: `run` fires the scheduled timers in time order, letting
 * promises settle between them, until the work is done. Timings measured on it are exact and
 * do not depend on how busy the machine is.
 */
export class ManualClock implements Clock {
  #now: number;
  #order = 0;
  #timers: Timer[] = [];

  constructor(start = 0) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  schedule(callback: () => void, milliseconds: number): () => void {
    const timer: Timer = {
      at: this.#now + Math.max(0, milliseconds),
      order: this.#order++,
      callback,
      cancelled: false,
    };
    this.#timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }

  /** Timers still waiting to fire. */
  get pending(): number {
    return this.#timers.filter((timer) => !timer.cancelled).length;
  }

  /** Moves time forward timer by timer until `work` settles; throws if it can never settle. */
  async run<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    work.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let idle = 0; ;) {
      await settlePromises();
      if (settled) return work;
      this.#timers = this.#timers.filter((timer) => !timer.cancelled);
      this.#timers.sort((a, b) => a.at - b.at || a.order - b.order);
      const next = this.#timers.shift();
      if (!next) {
        if (++idle > ioTurns)
          throw new Error('ManualClock: the work waits on something no timer ends');
        continue;
      }
      idle = 0;
      this.#now = Math.max(this.#now, next.at);
      next.callback();
    }
  }
}
