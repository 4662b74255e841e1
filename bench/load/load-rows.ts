import { info, judged, type Row } from '../shared/bench-result.ts';
import { formatCount, formatDecimal } from '../shared/format.ts';
import { latencies, type LoadRun, timingOf } from '../shared/load-generator.ts';
import { percentile, round2 } from '../shared/statistics.ts';

/** What one phase of bench:load comes to, as saved in bench/results/load.json. */
export interface PhaseFigures {
  connections: number;
  windowSeconds: number;
  sent: number;
  answered: number;
  /** Sent and never answered, by cause (`timeout`, `ECONNRESET`…). */
  lost: number;
  lostBy: Record<string, number>;
  statuses: Record<string, number>;
  serverErrors: number;
  /** 4xx answers and 2xx that were not the answer asked for. */
  failedAnswers: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Each `Server-Timing` phase of the answers (auth, quota, vendor…), p50 / p99, ms. */
  serverTimingMs: Record<string, { p50: number; p99: number }>;
}

const countWhere = (statuses: Record<string, number>, test: (status: number) => boolean) =>
  Object.entries(statuses)
    .filter(([status]) => test(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);

export function phaseFigures(run: LoadRun, connections: number): PhaseFigures {
  const times = latencies(run.answers);
  const at = (rank: number) => round2(percentile(times, rank));
  const phases = new Map<string, number[]>();
  for (const { serverTiming } of run.answers) {
    for (const name of (serverTiming ?? '')
      .split(',')
      .map((entry) => entry.split(';')[0]!.trim())) {
      if (name) phases.set(name, [...(phases.get(name) ?? []), timingOf(serverTiming, name)]);
    }
  }
  return {
    connections,
    windowSeconds: run.windowMs / 1000,
    sent: run.sent,
    answered: run.answers.length,
    lost: run.sent - run.answers.length,
    lostBy: run.lost,
    statuses: run.statuses,
    serverErrors: countWhere(run.statuses, (status) => status >= 500),
    failedAnswers:
      countWhere(run.statuses, (status) => status >= 400 && status < 500) + run.notAnswers,
    requestsPerSecond: round2(run.answeredInWindow / (run.windowMs / 1000)),
    latencyMs: { p50: at(50), p90: at(90), p99: at(99), max: at(100) },
    serverTimingMs: Object.fromEntries(
      [...phases].map(([name, values]) => [
        name,
        { p50: round2(percentile(values, 50)), p99: round2(percentile(values, 99)) },
      ]),
    ),
  };
}

const p50AndP99 = (figures: PhaseFigures) =>
  `${formatDecimal(figures.latencyMs.p50)} / ${formatDecimal(figures.latencyMs.p99)}`;

/**
 * Every request is valid and comes from an approved, signed-in user, so nothing may be lost and
 * a 5xx, a 4xx or a 200 without the answer is a failure; the route's p99 has a goal of its own.
 */
export function phaseRows(label: string, figures: PhaseFigures, p99GoalMs?: number): Row[] {
  const p99 = figures.latencyMs.p99;
  return [
    judged(
      `${label}: lost requests (sent − answered)`,
      `${formatCount(figures.lost)} of ${formatCount(figures.sent)}`,
      '0',
      figures.lost === 0,
    ),
    judged(
      `${label}: 5xx answers`,
      formatCount(figures.serverErrors),
      '0',
      figures.serverErrors === 0,
    ),
    judged(
      `${label}: 4xx answers and 2xx without an answer`,
      formatCount(figures.failedAnswers),
      '0',
      figures.failedAnswers === 0,
    ),
    p99GoalMs === undefined
      ? info(`${label}: latency p50 / p99`, `${p50AndP99(figures)} ms`)
      : judged(
          `${label}: latency p50 / p99`,
          `${p50AndP99(figures)} ms`,
          `p99 ≤ ${formatDecimal(p99GoalMs)} ms`,
          p99 <= p99GoalMs,
        ),
    info(`${label}: throughput`, `${formatDecimal(figures.requestsPerSecond)} req/s`),
  ];
}

/** The route at one connection, its quota check first and then alongside the vendor call. */
export function quotaOrderRows(first: PhaseFigures, alongside: PhaseFigures): Row[] {
  const wait = (figures: PhaseFigures) => formatDecimal(figures.serverTimingMs['quota-wait']?.p50);
  const failed = [first, alongside].some(
    (figures) => figures.lost + figures.serverErrors + figures.failedAnswers > 0,
  );
  const latency = `${p50AndP99(first)} → ${p50AndP99(alongside)} ms`;
  const measure = 'route (1 connection): latency p50 / p99, quota check first → alongside';
  return [
    failed ? judged(measure, latency, 'every request answered', false) : info(measure, latency),
    info(
      '↳ of which waiting for the quota (Server-Timing quota-wait) p50',
      `${wait(first)} → ${wait(alongside)} ms (round trip ${formatDecimal(alongside.serverTimingMs.quota?.p50)} ms)`,
    ),
  ];
}
