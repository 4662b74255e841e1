import { describe, expect, it } from 'vitest';
import type { LoadRun } from '../shared/load-generator.ts';
import { phaseFigures, phaseRows, quotaOrderRows } from './load-rows.ts';

const answer = (status: number, ms: number, serverTiming: string | null = null) => ({
  status,
  sentAt: 1_000,
  doneAt: 1_000 + ms,
  body: '',
  serverTiming,
});

const run = (overrides: Partial<LoadRun> = {}): LoadRun => ({
  sent: 4,
  answers: [
    answer(200, 210, 'quota;dur=9, quota-wait;dur=0'),
    answer(200, 230, 'quota;dur=11, quota-wait;dur=0'),
    answer(200, 250),
    answer(200, 700),
  ],
  statuses: { 200: 4 },
  notAnswers: 0,
  lost: {},
  failureBodies: [],
  windowMs: 2_000,
  answeredInWindow: 4,
  ...overrides,
});

const verdicts = (rows: ReturnType<typeof phaseRows>) => rows.map((row) => row.met);

describe('a load phase', () => {
  it('meets its goals when everything sent was answered, and judges the route’s p99', () => {
    const figures = phaseFigures(run(), 4);
    expect(figures).toMatchObject({
      lost: 0,
      requestsPerSecond: 2,
      latencyMs: { p50: 230, p99: 700 },
      serverTimingMs: { quota: { p50: 9, p99: 11 } },
    });
    expect(verdicts(phaseRows('route', figures, 600))).toEqual([true, true, true, false, null]);
    expect(verdicts(phaseRows('is_email_allowed', figures))).toEqual([
      true,
      true,
      true,
      null,
      null,
    ]);
  });

  it('misses on a lost request, a 5xx, a 4xx or a 200 that is not the answer', () => {
    const figures = phaseFigures(
      run({ sent: 6, statuses: { 200: 2, 503: 1, 401: 1 }, notAnswers: 1, lost: { timeout: 2 } }),
      4,
    );
    expect(figures).toMatchObject({ lost: 2, serverErrors: 1, failedAnswers: 2 });
    expect(verdicts(phaseRows('route', figures, 800))).toEqual([false, false, false, true, null]);
  });

  it('shows the quota order for context, missed only if a request failed', () => {
    const quiet = phaseFigures(run(), 1);
    expect(quotaOrderRows(quiet, quiet).map((row) => row.met)).toEqual([null, null]);
    expect(
      quotaOrderRows(quiet, phaseFigures(run({ lost: { timeout: 1 }, sent: 5 }), 1))[0]!.met,
    ).toBe(false);
  });
});
