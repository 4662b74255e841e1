import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LatencyWindow } from './latency-window.ts';

/** Nearest-rank percentile of the last `capacity` samples, sorted afresh: what the window means. */
function expectedPercentile(samples: readonly number[], capacity: number, rank: number) {
  const window = samples.slice(-capacity).sort((a, b) => a - b);
  if (window.length === 0) return undefined;
  return window[
    Math.max(0, Math.min(window.length - 1, Math.ceil((rank / 100) * window.length) - 1))
  ];
}

Deno.test('every percentile is that of the last samples, sorted, however many came before', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 12 }),
      fc.array(
        fc.oneof(fc.integer({ min: 0, max: 5 }), fc.double({ min: 0, max: 1e4, noNaN: true })),
      ),
      fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 5 }),
      (capacity, samples, ranks) => {
        const window = new LatencyWindow(capacity);
        samples.forEach((sample, index) => {
          window.add(sample);
          const seen = samples.slice(0, index + 1);
          assert.equal(window.size, Math.min(capacity, seen.length));
          for (const rank of ranks) {
            assert.equal(window.percentile(rank), expectedPercentile(seen, capacity, rank));
          }
        });
      },
    ),
  );
});

Deno.test('an empty window has no percentile', () => {
  assert.equal(new LatencyWindow().percentile(90), undefined);
});
