import { LatencyWindow } from './latency-window.ts';
import type { RouterSettings } from './router-settings.ts';

/** Characters of text that add one answer unit. */
const charactersPerUnit = 500;
/** How far past its recent p99 an answer may run before the attempt is given up. */
const p99Multiplier = 1.5;
/**
 * Answers remembered for the limit. With 200, p99 is the second slowest, so one slow answer
 * does not lift the limit by itself (with 64 it would be the slowest: any outlier would).
 */
const windowSize = 200;
/** Probes that timed out in a row double the next probe's limit at most this many times. */
const maxDoublings = 5;

/**
 * How much answering this text should take, relative to a short one. The reply is a rewrite of
 * the text, so a vendor's time to answer grows with its length: 1 unit for a short message, 17
 * for 8,000 characters. Latencies are learnt per unit, so a long message is not cut off by a
 * limit learnt on short ones.
 */
export const answerUnits = (text: string): number => 1 + text.length / charactersPerUnit;

/**
 * The per-attempt time limit of one vendor. Until it has answered `attemptTimeoutSamples`
 * times, an attempt may take `attemptTimeoutMs` per unit; after that 1.5 × its recent p99 per
 * unit (of its last 200 answers), clamped.
 *
 * A vendor that has become slower for good would otherwise be locked out by a limit learnt when
 * it was fast: its calls time out, its breaker opens, and each half-open probe times out again.
 * So a probe gets twice the limit, and twice again after each probe that timed out, until one
 * answers and the vendor's history catches up. Ordinary calls get no such back-off: a vendor
 * that stalls every call costs the plain limit each time until it is skipped.
 */
export class AttemptTimeout {
  readonly #settings: RouterSettings;
  readonly #perUnitMs = new LatencyWindow(windowSize);
  #probeTimeoutsInARow = 0;

  constructor(settings: RouterSettings) {
    this.#settings = settings;
  }

  /** Milliseconds an attempt of `units` answer units may run before it is aborted. */
  limitMs(units: number, options: { probe: boolean }): number {
    const settings = this.#settings;
    const p99 =
      this.#perUnitMs.size >= settings.attemptTimeoutSamples
        ? this.#perUnitMs.percentile(99)
        : undefined;
    const perUnit =
      p99 === undefined
        ? settings.attemptTimeoutMs
        : Math.min(
            settings.attemptTimeoutMaxMs,
            Math.max(settings.attemptTimeoutMinMs, p99 * p99Multiplier),
          );
    const backoff = options.probe ? 2 ** Math.min(this.#probeTimeoutsInARow + 1, maxDoublings) : 1;
    return Math.min(settings.attemptTimeoutMaxMs, perUnit * units * backoff);
  }

  /** A validated answer after `milliseconds`, for a text of `units` answer units. */
  onAnswer(milliseconds: number, units: number): void {
    this.#perUnitMs.add(milliseconds / units);
    this.#probeTimeoutsInARow = 0;
  }

  onProbeTimeout(): void {
    this.#probeTimeoutsInARow++;
  }
}
