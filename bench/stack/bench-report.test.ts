import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatBenchTable, saveBenchResult, type StackBenchResult } from './bench-report';

const result: StackBenchResult = {
  measuredAt: '2026-11-22T00:00:00.000Z',
  machine: { cpus: 2, cpuModel: 'test cpu', node: 'v24.21.0' },
  devFirstReply: { bannerMs: 5210.2, appMs: 1800.4, firstReplyMs: 7400.6 },
  coldStartMs: 6123.4,
  warmRestartMs: 1500.2,
  passwordSignIn: [
    { connections: 1, requests: 40, p50Ms: 120, p99Ms: 250, requestsPerSecond: 8, failures: 0 },
    { connections: 50, requests: 200, p50Ms: 2400, p99Ms: 9000, requestsPerSecond: 9, failures: 0 },
  ],
  isEmailAllowed: [
    { connections: 1, requests: 300, p50Ms: 7.5, p99Ms: 13, requestsPerSecond: 110, failures: 0 },
    {
      connections: 50,
      requests: 2000,
      p50Ms: 340,
      p99Ms: 700,
      requestsPerSecond: 130,
      failures: 2,
    },
  ],
};

describe('stack bench report', () => {
  it('prints one aligned row per measurement', () => {
    const lines = formatBenchTable(result).split('\n');

    expect(lines).toHaveLength(10);
    expect(lines[3]).toMatch(/^npm run dev to the first route reply\s+7401$/);
    expect(lines[4]).toMatch(/^cold start to ready \(new database\)\s+6123$/);
    expect(lines[5]).toMatch(/^warm restart to ready\s+1500$/);
    expect(lines[9]).toMatch(/^is_email_allowed RPC\s+50\s+2000\s+340\s+700\s+130\s+2$/);
    const p50Column = lines[0]?.indexOf('p50 ms');
    expect(lines[4]?.indexOf('6123')).toBe(p50Column);
    expect(lines[9]?.indexOf('340')).toBe(p50Column);
  });

  it('saves the figures as bench/results/stack.json', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'bench-report-'));
    try {
      const file = await saveBenchResult(result, folder);

      expect(path.basename(file)).toBe('stack.json');
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(result);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
