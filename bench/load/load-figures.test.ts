import { describe, expect, it } from 'vitest';
import {
  emptyLoadSamples,
  parseServerTiming,
  percentile,
  percentiles,
  summariseLoad,
  type LoadSamples,
} from './load-figures';

const oneToHundred = Array.from({ length: 100 }, (_, index) => 100 - index);

function samples(overrides: Partial<LoadSamples> = {}): LoadSamples {
  return {
    ...emptyLoadSamples({ connections: 10, windowMs: 10_000 }),
    elapsedMs: 12_000,
    ...overrides,
  };
}

describe('percentile', () => {
  it('returns the nearest-rank sample, whatever the input order', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile(oneToHundred, 0)).toBe(1);
  });

  it('reports a latency that really happened rather than interpolating', () => {
    expect(percentile([10, 20], 50)).toBe(10);
    expect(percentile([10, 20], 51)).toBe(20);
    expect(percentile([7], 99)).toBe(7);
  });

  it('leaves the samples in their original order', () => {
    const latencies = [3, 1, 2];
    percentile(latencies, 50);
    expect(latencies).toEqual([3, 1, 2]);
  });

  it('is NaN without samples and refuses a rank outside 0–100', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], -1)).toThrow(RangeError);
  });

  it('gives null percentiles when nothing was answered', () => {
    expect(percentiles([])).toEqual({ p50: null, p90: null, p99: null, max: null });
    expect(percentiles([1.234, 5.678])).toEqual({ p50: 1.23, p90: 5.68, p99: 5.68, max: 5.68 });
  });
});

describe('parseServerTiming', () => {
  it('reads every phase duration from the route function header', () => {
    expect(
      parseServerTiming('auth;dur=4.3, approval;dur=0.02, quota;dur=24.63, total;dur=287.95'),
    ).toEqual({ auth: 4.3, approval: 0.02, quota: 24.63, total: 287.95 });
  });

  it('skips entries without a numeric duration and keeps descriptions out', () => {
    expect(parseServerTiming('cache;desc="hit", db;desc="x";dur=12, bad;dur=abc, ')).toEqual({
      db: 12,
    });
  });
});

describe('summariseLoad', () => {
  it('counts every request sent but never answered as lost', () => {
    const figures = summariseLoad(
      samples({ sent: 105, statusCounts: { '200': 100, '503': 2 }, transportErrors: 3 }),
    );
    expect(figures.answered).toBe(102);
    expect(figures.lost).toBe(3);
  });

  it('splits the answers into 5xx and 4xx', () => {
    const figures = summariseLoad(
      samples({ sent: 10, statusCounts: { '200': 5, '401': 1, '429': 2, '500': 1, '503': 1 } }),
    );
    expect(figures.serverErrors).toBe(2);
    expect(figures.clientErrors).toBe(3);
  });

  it('measures throughput over the window only, not the drain after it', () => {
    const figures = summariseLoad(
      samples({ windowMs: 10_000, elapsedMs: 14_000, answeredInWindow: 1_000, sent: 1_100 }),
    );
    expect(figures.requestsPerSecond).toBe(100);
    expect(figures.windowSeconds).toBe(10);
    expect(figures.elapsedSeconds).toBe(14);
  });

  it('gives each Server-Timing phase its own percentiles', () => {
    const figures = summariseLoad(
      samples({
        serverTimings: ['quota;dur=10, vendor;dur=200', 'quota;dur=30, vendor;dur=210'],
      }),
    );
    expect(figures.serverTimingMs.quota).toEqual({ p50: 10, p90: 30, p99: 30, max: 30 });
    expect(figures.serverTimingMs.vendor?.p50).toBe(200);
  });

  it('reports client latency percentiles of every answer', () => {
    const figures = summariseLoad(samples({ latenciesMs: oneToHundred }));
    expect(figures.latencyMs).toEqual({ p50: 50, p90: 90, p99: 99, max: 100 });
  });
});
