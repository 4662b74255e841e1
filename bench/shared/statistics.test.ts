import { describe, expect, it } from 'vitest';
import { median, percentile } from './statistics.ts';

const oneToHundred = Array.from({ length: 100 }, (_, index) => 100 - index);

describe('percentile', () => {
  it('returns the nearest-rank sample, whatever the order of the samples', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile(oneToHundred, 0)).toBe(1);
  });

  it('reports a time that really happened rather than interpolating', () => {
    expect(percentile([10, 20], 50)).toBe(10);
    expect(percentile([10, 20], 51)).toBe(20);
    expect(median([3, 1, 2, 4])).toBe(2);
  });

  it('leaves the samples in their order, is NaN without samples, refuses a rank past 100', () => {
    const samples = [3, 1, 2];
    expect(median(samples)).toBe(2);
    expect(samples).toEqual([3, 1, 2]);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});
