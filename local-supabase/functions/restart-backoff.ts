export interface RestartBackoffOptions {
  firstDelayMs: number;
  longestDelayMs: number;
  /** A process that stayed up this long is healthy again: its next crash restarts it at once. */
  stableAfterMs: number;
}

export const defaultRestartBackoff: RestartBackoffOptions = {
  firstDelayMs: 250,
  longestDelayMs: 30_000,
  stableAfterMs: 30_000,
};

/**
 * How long to wait before restarting a function that exited: 250 ms, doubling after each exit
 * up to 30 s, back to 250 ms once a run lasted 30 s. A function that cannot start therefore
 * costs a few attempts a minute, not four a second, and one that crashes now and then comes
 * back at once.
 */
export class RestartBackoff {
  #nextDelayMs: number;

  constructor(private readonly options: RestartBackoffOptions = defaultRestartBackoff) {
    this.#nextDelayMs = options.firstDelayMs;
  }

  /** The delay before the next start, given how long the run that just ended lasted. */
  delayAfterExit(ranForMs: number): number {
    if (ranForMs >= this.options.stableAfterMs) this.#nextDelayMs = this.options.firstDelayMs;
    const delay = this.#nextDelayMs;
    this.#nextDelayMs = Math.min(delay * 2, this.options.longestDelayMs);
    return delay;
  }
}
