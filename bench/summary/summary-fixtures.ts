import type { LoadFigures } from '../load/load-figures';
import type { AdversarialResult } from '../adversarial/adversarial-result';
import type { ClarityResult } from './clarity-result';
import type { PrivacyResult } from './privacy-result';
import type {
  LoadResult,
  QuotaResult,
  RouterResult,
  StackResult,
  UsageResult,
  WebResult,
} from './saved-results';

/** Saved results shaped like real runs, for the summary's tests. */

export const stackFixture: StackResult = {
  measuredAt: '2026-11-22T04:37:58.191Z',
  machine: { cpus: 2, cpuModel: 'AMD EPYC', node: 'v20.20.2' },
  coldStartMs: 6452.4,
  warmRestartMs: 3939.2,
  passwordSignIn: [
    { connections: 1, requests: 40, p50Ms: 104, p99Ms: 125, requestsPerSecond: 8, failures: 0 },
  ],
  isEmailAllowed: [
    {
      connections: 50,
      requests: 2000,
      p50Ms: 226,
      p99Ms: 3418,
      requestsPerSecond: 133,
      failures: 3,
    },
  ],
};

export const routerFixture: RouterResult = {
  started: '2026-11-22T04:29:59.144Z',
  quick: false,
  cores: 2,
  overhead: [
    {
      concurrency: 1,
      overheadP50: 0.41,
      overheadP99: 1.9,
      routerP50: 0.03,
      routerP99: 0.07,
      portkeyOverheadP50: 1.33,
      portkeyOverheadP99: 6.4,
    },
    {
      concurrency: 100,
      overheadP50: 73.87,
      overheadP99: 106.27,
      routerP50: 1.98,
      routerP99: 10.22,
    },
  ],
  quotaPath: [
    {
      concurrency: 1,
      vendorMs: 200,
      quotaMs: 10,
      directP99: 201.2,
      first: { costP50: 11.2, latencyP99: 214.9, quotaP50: 10.6, quotaWaitP50: 10.6 },
      concurrent: { costP50: 0.72, latencyP99: 203.1, quotaP50: 10.7, quotaWaitP50: 0 },
      noQuotaLatency: { costP50: 0.7, latencyP99: 203.05, quotaP50: 0.4, quotaWaitP50: 0 },
      relay: { costP50: 0.62, latencyP99: 202.9 },
    },
    {
      concurrency: 10,
      vendorMs: 200,
      quotaMs: 10,
      first: { costP50: 14.5, latencyP99: 230.2, quotaP50: 12.8, quotaWaitP50: 12.8 },
      concurrent: { costP50: 2.4, latencyP99: 212.6, quotaP50: 13.1, quotaWaitP50: 0 },
    },
  ],
  hedging: [
    { hedging: 'on', p99: 629.72, extraCallsPercent: 10.67 },
    { hedging: 'off', p99: 5049.03, extraCallsPercent: 0 },
  ],
  deadVendor: { callsAfterDeath: 5, requestsAfterDeath: 100, answeredAfterDeath: 100 },
  coldStart: { vendorMs: [178.94, 163.01, 167.08], localMs: [161.83, 173.24, 174.86] },
};

export const webFixture: WebResult = {
  measuredAt: '2026-11-22T04:15:31.085Z',
  landing: { initialJsGzipKb: 144.9, goalKb: 150 },
  renders: [
    { name: 'bubble re-renders per keystroke', value: 0, unit: 'bubbles', goal: 0 },
    { name: 'bubble re-renders per appended reply', value: 2, unit: 'bubbles', goal: 1 },
  ],
};

const phase = (connections: number, p99: number): LoadFigures => ({
  connections,
  windowSeconds: 60,
  elapsedSeconds: 61,
  sent: 1000,
  answered: 1000,
  lost: 0,
  statusCounts: { '200': 1000 },
  serverErrors: 0,
  clientErrors: 0,
  invalidAnswers: 0,
  transportErrors: 0,
  transportErrorCodes: {},
  timeouts: 0,
  requestsPerSecond: 16.4,
  latencyMs: { p50: 200, p90: 300, p99, max: p99 },
  serverTimingMs: {},
});

export const loadFixture: LoadResult = {
  measuredAt: '2026-11-22T05:00:00.000Z',
  quick: false,
  machine: { cpus: 2, cpuModel: 'AMD EPYC', node: 'v20.20.2' },
  loadAverage: { before: 0.5, after: 0.7 },
  setup: { users: 100, signUpSeconds: 16, vendorLatencyMs: 200, requestTimeoutSeconds: 30 },
  goals: { lost: 0, serverErrors: 0, routeP99Ms: 600 },
  route: { ...phase(100, 900), vendorCalls: 1000 },
  emailCheck: phase(200, 1500),
};

const quotaRow = (
  kind: QuotaResult['rows'][number]['kind'],
  rpc: { name: string; usersPerCall: number },
  figures: { connections: number; callsPerSecond: number; p50Ms: number; p99Ms: number },
): QuotaResult['rows'][number] => ({
  database: {
    postgres: 'PostgreSQL 15',
    'postgres-unflushed': 'PostgreSQL 15, commits not flushed',
    pglite: 'PGlite',
  }[kind],
  kind,
  rpc: rpc.name,
  usersPerCall: rpc.usersPerCall,
  seconds: 5,
  calls: figures.callsPerSecond * 5,
  checksPerSecond: figures.callsPerSecond * rpc.usersPerCall,
  errors: 0,
  ...figures,
});

const single = { name: 'consume_route_quota', usersPerCall: 1 };
const batch = { name: 'consume_route_quota_batch', usersPerCall: 10 };

export const quotaFixture: QuotaResult = {
  measuredAt: '2026-11-23T16:00:00.000Z',
  quick: false,
  machine: { cpus: 2, cpuModel: 'AMD EPYC', node: 'v20.20.2' },
  users: 1000,
  rows: [
    quotaRow('postgres', single, { connections: 1, callsPerSecond: 220, p50Ms: 3.97, p99Ms: 13.8 }),
    quotaRow('postgres', single, { connections: 50, callsPerSecond: 1035, p50Ms: 34, p99Ms: 262 }),
    quotaRow('postgres', batch, { connections: 1, callsPerSecond: 190, p50Ms: 3.99, p99Ms: 22.5 }),
    quotaRow('postgres', batch, { connections: 50, callsPerSecond: 451, p50Ms: 82.1, p99Ms: 436 }),
    quotaRow('postgres-unflushed', single, {
      connections: 1,
      callsPerSecond: 1150,
      p50Ms: 0.43,
      p99Ms: 7.96,
    }),
    quotaRow('postgres-unflushed', single, {
      connections: 50,
      callsPerSecond: 1431,
      p50Ms: 10.9,
      p99Ms: 119,
    }),
    quotaRow('pglite', single, { connections: 1, callsPerSecond: 478, p50Ms: 0.62, p99Ms: 22.8 }),
    quotaRow('pglite', single, { connections: 50, callsPerSecond: 774, p50Ms: 32.4, p99Ms: 398 }),
    quotaRow('pglite', batch, { connections: 1, callsPerSecond: 100, p50Ms: 3.27, p99Ms: 103 }),
    quotaRow('pglite', batch, { connections: 50, callsPerSecond: 223, p50Ms: 176, p99Ms: 579 }),
  ],
};

export const clarityFixture: ClarityResult = {
  measuredAt: '2026-11-22T05:10:00.000Z',
  corpus: { wordyDrafts: 88, cleanDrafts: 24, phrases: 293 },
  offline: {
    engine: 'local',
    model: 'retext-clarity',
    figures: {
      answered: 112,
      drafts: 112,
      phrasesFixedPercent: 97.6,
      gradeFellPercent: 90.9,
      aboveGrade10: 55,
      medianGradeDelta: -1.6,
      medianWordDelta: -6,
      fewerWordsPercent: 95.2,
      hardFactsKeptPercent: 100,
      cleanRewrites: 0,
      protectedBroken: 0,
      latencyP50Ms: 8.7,
      latencyP99Ms: 40.2,
    },
    goals: [
      { measure: 'listed phrases fixed', figure: '97.6% (286 of 293)', goal: '≥ 90%', met: true },
      {
        measure: 'latency p50 / p99 at 501 characters',
        figure: '31 / 90 ms',
        goal: '≤ 30 / ≤ 150 ms',
        met: false,
      },
    ],
  },
  styles: {
    goals: [
      {
        measure: 'SHORTER: drafts with fewer words',
        figure: '95.5% of 88',
        goal: '≥ 90%',
        met: true,
      },
      {
        measure: 'FORMAL: contractions left',
        figure: '2 (of 56 in the drafts)',
        goal: '0',
        met: false,
      },
    ],
  },
  vendors: [],
  vendorNote: 'none configured (no vendor API keys in the environment)',
};

const latency = (connections: number, p50Ms: number, p99Ms: number) => ({
  connections,
  requests: connections === 1 ? 500 : 1000,
  p50Ms,
  p99Ms,
  requestsPerSecond: 60,
  failures: 0,
});

export const usageFixture: UsageResult = {
  measuredAt: '2026-11-23T16:40:00.000Z',
  goalP99Ms: 50,
  scenarios: [
    {
      name: '100,000 rows over 12 months',
      rows: 100_001,
      latency: [latency(1, 9, 21), latency(10, 80, 160)],
    },
    { name: '100,000 rows this month', rows: 100_001, latency: [latency(1, 11, 64)] },
  ],
  baseline: latency(1, 6, 14),
  plan: {
    indexes: ['usage_daily_totals_pkey', 'usage_monthly_latency_pkey', 'route_quota_pkey'],
    sequentialScans: [],
    readsUsageEvents: false,
  },
  insertCost: { withRollupsMs: 9.5, withoutRollupsMs: 4.1 },
};

const timing = (draft: string, style: string, ms4000: number, ms8000: number) => ({
  draft,
  style,
  ms4000,
  ms8000,
  stepsPerCharacter8000: 250,
});

export const adversarialFixture: AdversarialResult = {
  measuredAt: '2026-11-25T10:00:00.000Z',
  quick: false,
  machine: { cpus: 2, cpuModel: 'test', node: 'v24.21.0' },
  loadAverage: { before: 0.4, after: 0.9 },
  goals: { worst8000Ms: 100, ratio: 2.5, bystanderMs: 1_000 },
  pipeline: {
    drafts: 49,
    styles: 6,
    repeats: 5,
    worst8000: timing('["A","(",")"]', 'friendly', 40, 84),
    worst4000: timing('["","a+","."]', 'none', 42, 80),
    ratio: 2,
    reportedDraft8000Ms: 38,
    slowest: [timing('["A","(",")"]', 'friendly', 40, 84)],
  },
  bystander: {
    rounds: 3,
    craftedCharacters: 7_910,
    bystanderMs: [120, 180, 150],
    craftedMs: [110, 130, 150, 100, 120, 140, 90, 160, 170],
    aloneMs: [70, 75, 80],
    statuses: { '200': 16 },
  },
};

const detected = (drafts: number) => ({ drafts, withMiss: 0, withFalseAlarm: 0 });

export const privacyFixture: PrivacyResult = {
  measuredAt: '2026-11-25T11:00:00.000Z',
  detection: {
    corpus: detected(134),
    seeded: { withValues: detected(78), lookAlikes: { ...detected(76), withFalseAlarm: 1 } },
  },
  timings: {
    '500 with values': { characters: 500, p50Ms: 0.07, p95Ms: 0.18 },
    '8,000 with values': { characters: 8_000, p50Ms: 1.87, p95Ms: 3.28 },
  },
  slowestCrafted: { label: 'digit groups', at8000: { p50Ms: 1.97 }, ratio8000To4000: 1.99 },
  cold: { moduleMs: 6.04, firstRequestMs: 42 },
  goals: { p50MsAt500: { goal: 1, measured: 0.07, met: true } },
};
