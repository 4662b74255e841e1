import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadFigures } from './load-figures';
import {
  formatLoadReport,
  loadBenchResultSchema,
  saveLoadResult,
  type LoadBenchResult,
} from './load-result';

const phase = (connections: number, overrides: Partial<LoadFigures> = {}): LoadFigures => ({
  connections,
  windowSeconds: 60,
  elapsedSeconds: 61.2,
  sent: 27_000,
  answered: 27_000,
  lost: 0,
  statusCounts: { '200': 27_000 },
  serverErrors: 0,
  clientErrors: 0,
  invalidAnswers: 0,
  transportErrors: 0,
  transportErrorCodes: {},
  timeouts: 0,
  requestsPerSecond: 450,
  latencyMs: { p50: 215, p90: 260, p99: 380, max: 520 },
  serverTimingMs: {},
  ...overrides,
});

const sampleLoadResult: LoadBenchResult = {
  measuredAt: '2026-11-22T05:00:00.000Z',
  quick: false,
  machine: { cpus: 2, cpuModel: 'test cpu', node: 'v20.20.2' },
  loadAverage: { before: 0.4, after: 1.85 },
  setup: { users: 100, signUpSeconds: 16.4, vendorLatencyMs: 200, requestTimeoutSeconds: 30 },
  goals: { lost: 0, serverErrors: 0, routeP99Ms: 600 },
  route: {
    ...phase(100, { serverTimingMs: { quota: { p50: 12, p90: 20, p99: 40.5, max: 90 } } }),
    vendorCalls: 27_010,
  },
  emailCheck: phase(200, {
    statusCounts: { '200': 26_990, '503': 10 },
    serverErrors: 10,
    transportErrorCodes: { ECONNRESET: 2 },
    timeouts: 1,
  }),
};

describe('load result', () => {
  it('prints the goal table, the phase details and the route server timing', () => {
    const report = formatLoadReport(sampleLoadResult);
    expect(report).toContain(
      'bench:load: 100 users, mock vendor at 200 ms, 2 cores, load average 0.4 → 1.85',
    );
    expect(report).toMatch(
      /route \(100 users\): latency p50 \/ p99\s+215 \/ 380 ms\s+p99 ≤ 600 ms\s+pass/,
    );
    expect(report).toMatch(/is_email_allowed \(200 connections\): 5xx answers\s+10\s+0\s+miss/);
    expect(report).toMatch(
      /is_email_allowed\s+200\s+60\s+27,000\s+27,000\s+0\s+200×26990 503×10\s+ECONNRESET×2 timeout×1\s/,
    );
    expect(report).toMatch(/route\s+100\s+60\s+27,000\s+27,000\s+0\s+200×27000\s+—\s/);
    expect(report).toContain('quota 12.0 / 40.5');
    expect(report).toContain('vendor calls 27,010');
  });

  it('saves load.json, or load-quick.json for a quick run, that reads back the same', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'load-result-'));
    try {
      const full = await saveLoadResult(sampleLoadResult, folder);
      const quick = await saveLoadResult({ ...sampleLoadResult, quick: true }, folder);
      expect(path.basename(full)).toBe('load.json');
      expect(path.basename(quick)).toBe('load-quick.json');
      const saved = loadBenchResultSchema.parse(JSON.parse(await readFile(full, 'utf8')));
      expect(saved).toEqual(sampleLoadResult);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses to save a result with a missing figure', async () => {
    const broken = { ...sampleLoadResult, route: { ...sampleLoadResult.route, lost: undefined } };
    await expect(saveLoadResult(broken as unknown as LoadBenchResult, tmpdir())).rejects.toThrow();
  });
});
