/**
 * Nearest-rank percentile: the smallest sample with at least `rank`% of the samples at or below
 * it, so every figure is a time that really happened. NaN without samples.
 */
export function percentile(samples: readonly number[], rank: number): number {
  if (rank < 0 || rank > 100) throw new RangeError(`rank must be 0–100, not ${rank}`);
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((left, right) => left - right);
  return sorted[Math.max(1, Math.ceil((rank / 100) * sorted.length)) - 1]!;
}

/** The nearest-rank p50: of an even count, the lower middle sample. */
export const median = (samples: readonly number[]) => percentile(samples, 50);

export const round2 = (value: number) => Math.round(value * 100) / 100;
