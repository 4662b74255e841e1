import { z } from 'zod';

/** What the driver saw during one load phase, before any arithmetic. */
export interface LoadSamples {
  connections: number;
  /** How long new requests were started for. */
  windowMs: number;
  /** From the start to the last answer (the window plus the drain of requests in flight). */
  elapsedMs: number;
  /** Answers that arrived within the window, when every connection was busy. */
  answeredInWindow: number;
  /** Requests written to a connection, including any that never got an answer. */
  sent: number;
  /** Client-side milliseconds of every answered request, whatever its status. */
  latenciesMs: number[];
  /** Answers by HTTP status, e.g. `{ "200": 9000, "503": 2 }`. */
  statusCounts: Record<string, number>;
  /** 2xx answers whose body was not a real answer. */
  invalidAnswers: number;
  /** Connection errors (each loses the request in flight). */
  transportErrors: number;
  /** The same errors by code, e.g. `{ ECONNRESET: 3 }`. */
  transportErrorCodes: Record<string, number>;
  /** Requests given up after the request timeout. */
  timeouts: number;
  /** Raw `Server-Timing` headers of the answers that had one. */
  serverTimings: string[];
}

/** A phase's samples before anything was sent. */
export function emptyLoadSamples(options: { connections: number; windowMs: number }): LoadSamples {
  return {
    connections: options.connections,
    windowMs: options.windowMs,
    elapsedMs: 0,
    answeredInWindow: 0,
    sent: 0,
    latenciesMs: [],
    statusCounts: {},
    invalidAnswers: 0,
    transportErrors: 0,
    transportErrorCodes: {},
    timeouts: 0,
    serverTimings: [],
  };
}

/** Null when nothing was answered: there is no latency to report. */
const percentilesSchema = z.object({
  p50: z.number().nullable(),
  p90: z.number().nullable(),
  p99: z.number().nullable(),
  max: z.number().nullable(),
});

/** The figures of one load phase, as saved in bench/results/load.json. */
export const loadFiguresSchema = z.object({
  connections: z.number().int(),
  windowSeconds: z.number(),
  elapsedSeconds: z.number(),
  sent: z.number().int(),
  answered: z.number().int(),
  /** Sent but never answered: connection errors, timeouts, anything cut off. */
  lost: z.number().int(),
  statusCounts: z.record(z.string(), z.number().int()),
  serverErrors: z.number().int(),
  clientErrors: z.number().int(),
  invalidAnswers: z.number().int(),
  transportErrors: z.number().int(),
  transportErrorCodes: z.record(z.string(), z.number().int()),
  timeouts: z.number().int(),
  /** Answers per second within the window (the drain, with fewer requests in flight, is left out). */
  requestsPerSecond: z.number(),
  latencyMs: percentilesSchema,
  /** Per Server-Timing phase (auth, quota, vendor…): p50/p90/p99/max in ms, server side. */
  serverTimingMs: z.record(z.string(), percentilesSchema),
});
export type LoadFigures = z.infer<typeof loadFiguresSchema>;
export type Percentiles = z.infer<typeof percentilesSchema>;

/**
 * Nearest-rank percentile (the smallest sample with at least `rank`% of samples at or below
 * it), so every reported figure is a latency that really happened. NaN when there are none.
 */
export function percentile(samples: readonly number[], rank: number): number {
  if (samples.length === 0) return Number.NaN;
  if (rank < 0 || rank > 100) throw new RangeError(`rank must be 0–100, not ${rank}`);
  const sorted = [...samples].sort((left, right) => left - right);
  const position = Math.max(1, Math.ceil((rank / 100) * sorted.length));
  return sorted[position - 1]!;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const at = (rank: number) => (samples.length === 0 ? null : round2(percentile(samples, rank)));
  return { p50: at(50), p90: at(90), p99: at(99), max: at(100) };
}

/** `auth;dur=4.3, quota;dur=24.6` → `{ auth: 4.3, quota: 24.6 }`; entries without dur are skipped. */
export function parseServerTiming(header: string): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const entry of header.split(',')) {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim());
    const duration = parameters.find((parameter) => parameter.startsWith('dur='))?.slice(4);
    if (name && duration !== undefined && Number.isFinite(Number(duration))) {
      phases[name] = Number(duration);
    }
  }
  return phases;
}

/** Turns what the driver saw into the figures we report and check against the goals. */
export function summariseLoad(samples: LoadSamples): LoadFigures {
  const answered = Object.values(samples.statusCounts).reduce((sum, count) => sum + count, 0);
  const countWhere = (test: (status: number) => boolean) =>
    Object.entries(samples.statusCounts)
      .filter(([status]) => test(Number(status)))
      .reduce((sum, [, count]) => sum + count, 0);
  return {
    connections: samples.connections,
    windowSeconds: round2(samples.windowMs / 1000),
    elapsedSeconds: round2(samples.elapsedMs / 1000),
    sent: samples.sent,
    answered,
    lost: Math.max(0, samples.sent - answered),
    statusCounts: samples.statusCounts,
    serverErrors: countWhere((status) => status >= 500),
    clientErrors: countWhere((status) => status >= 400 && status < 500),
    invalidAnswers: samples.invalidAnswers,
    transportErrors: samples.transportErrors,
    transportErrorCodes: samples.transportErrorCodes,
    timeouts: samples.timeouts,
    requestsPerSecond:
      samples.windowMs > 0 ? round2(samples.answeredInWindow / (samples.windowMs / 1000)) : 0,
    latencyMs: percentiles(samples.latenciesMs),
    serverTimingMs: serverTimingPercentiles(samples.serverTimings),
  };
}

function serverTimingPercentiles(headers: readonly string[]): Record<string, Percentiles> {
  const byPhase = new Map<string, number[]>();
  for (const header of headers) {
    for (const [phase, duration] of Object.entries(parseServerTiming(header))) {
      const values = byPhase.get(phase) ?? [];
      values.push(duration);
      byPhase.set(phase, values);
    }
  }
  return Object.fromEntries([...byPhase].map(([phase, values]) => [phase, percentiles(values)]));
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
