import { describe, expect, it } from 'vitest';
import type { LoadFigures } from './load-figures';
import { checkLoadGoals, loadGoalsFor } from './load-goals';

function figures(overrides: Partial<LoadFigures> = {}): LoadFigures {
  return {
    connections: 100,
    windowSeconds: 60,
    elapsedSeconds: 60.4,
    sent: 1_000,
    answered: 1_000,
    lost: 0,
    statusCounts: { '200': 1_000 },
    serverErrors: 0,
    clientErrors: 0,
    invalidAnswers: 0,
    transportErrors: 0,
    transportErrorCodes: {},
    timeouts: 0,
    requestsPerSecond: 450,
    latencyMs: { p50: 210, p90: 240, p99: 300, max: 400 },
    serverTimingMs: {},
    ...overrides,
  };
}

const goals = loadGoalsFor(200);
const verdictOf = (checks: ReturnType<typeof checkLoadGoals>, measure: string) =>
  checks.find((check) => check.measure === measure)?.verdict;

describe('load goals', () => {
  it('sets the route p99 goal at three times the vendor latency', () => {
    expect(goals).toEqual({ lost: 0, serverErrors: 0, routeP99Ms: 600 });
  });

  it('passes a run with nothing lost, no 5xx and p99 within the goal', () => {
    const checks = checkLoadGoals({ route: figures(), emailCheck: figures() }, goals);
    expect(checks.filter((check) => check.verdict === 'miss')).toEqual([]);
    expect(checks.filter((check) => check.verdict === 'pass')).toHaveLength(7);
  });

  it('misses the latency goal when the route p99 is over 600 ms, and passes at exactly 600', () => {
    const measure = 'route (100 users): latency p50 / p99';
    const at = (p99: number) =>
      verdictOf(
        checkLoadGoals(
          {
            route: figures({ latencyMs: { p50: 1, p90: 1, p99, max: p99 } }),
            emailCheck: figures(),
          },
          goals,
        ),
        measure,
      );
    expect(at(600)).toBe('pass');
    expect(at(600.01)).toBe('miss');
  });

  it('misses when nothing was answered, so there is no p99', () => {
    const route = figures({
      answered: 0,
      lost: 1_000,
      latencyMs: { p50: null, p90: null, p99: null, max: null },
    });
    const checks = checkLoadGoals({ route, emailCheck: figures() }, goals);
    expect(verdictOf(checks, 'route (100 users): latency p50 / p99')).toBe('miss');
    expect(verdictOf(checks, 'route (100 users): lost requests (sent − answered)')).toBe('miss');
  });

  it('misses on a single lost request or a single 5xx, in either phase', () => {
    const checks = checkLoadGoals(
      { route: figures({ lost: 1 }), emailCheck: figures({ connections: 200, serverErrors: 1 }) },
      goals,
    );
    expect(verdictOf(checks, 'route (100 users): lost requests (sent − answered)')).toBe('miss');
    expect(verdictOf(checks, 'is_email_allowed (200 connections): 5xx answers')).toBe('miss');
    expect(verdictOf(checks, 'route (100 users): 5xx answers')).toBe('pass');
  });

  it('counts a 4xx or a 200 without an answer as a failed message', () => {
    const measure = 'route (100 users): 4xx answers and 2xx without an answer';
    const checks = checkLoadGoals(
      { route: figures({ clientErrors: 2, invalidAnswers: 1 }), emailCheck: figures() },
      goals,
    );
    expect(checks.find((check) => check.measure === measure)).toMatchObject({
      figure: '3',
      verdict: 'miss',
    });
  });

  it('shows throughput and the approval check latency without a goal', () => {
    const checks = checkLoadGoals(
      { route: figures(), emailCheck: figures({ connections: 200 }) },
      goals,
    );
    const info = checks.filter((check) => check.verdict === 'info').map((check) => check.measure);
    expect(info).toEqual([
      'route (100 users): throughput',
      'is_email_allowed (200 connections): latency p50 / p99',
      'is_email_allowed (200 connections): throughput',
    ]);
  });

  it('shows the route at one connection with the quota check first and alongside, side by side', () => {
    const oneConnection = (p50: number, quotaWait: number) =>
      figures({
        connections: 1,
        latencyMs: { p50, p90: p50 + 5, p99: p50 + 10, max: p50 + 20 },
        serverTimingMs: {
          quota: { p50: 9.1, p90: 11, p99: 14, max: 20 },
          'quota-wait': { p50: quotaWait, p90: quotaWait, p99: quotaWait, max: quotaWait },
        },
      });
    const checks = checkLoadGoals(
      {
        route: figures(),
        emailCheck: figures(),
        quotaOrder: {
          connections: 1,
          first: oneConnection(214, 9.3),
          concurrent: oneConnection(205, 0),
        },
      },
      goals,
    );
    expect(checks.slice(-2)).toEqual([
      {
        measure: 'route (1 connection): latency p50 / p99, quota check first → alongside',
        figure: '214 / 224 → 205 / 215 ms',
        goal: '—',
        verdict: 'info',
      },
      {
        measure: '  of which waiting for the quota (Server-Timing quota-wait) p50',
        figure: '9.30 → 0.00 ms (round trip 9.10 ms)',
        goal: '—',
        verdict: 'info',
      },
    ]);
  });

  it('marks the one-connection comparison missed when a message failed: not a valid measurement', () => {
    const checks = checkLoadGoals(
      {
        route: figures(),
        emailCheck: figures(),
        quotaOrder: { connections: 1, first: figures({ lost: 1 }), concurrent: figures() },
      },
      goals,
    );
    expect(checks.at(-2)?.verdict).toBe('miss');
  });
});
