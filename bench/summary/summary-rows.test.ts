import { describe, expect, it } from 'vitest';
import {
  adversarialFixture,
  loadFixture,
  privacyFixture,
  quotaFixture,
  routerFixture,
  stackFixture,
  usageFixture,
  webFixture,
} from './summary-fixtures';
import { defaultRouterSettings } from '../../supabase/functions/_shared/router/router-settings.ts';
import { hedgingRows, poolHedgingRows } from './hedging-rows';
import { routerRows, stackRows, summaryRows, usageRows, webRows } from './summary-rows';

const row = (rows: ReturnType<typeof routerRows>, measure: string) =>
  rows.find((candidate) => candidate.measure === measure);

describe('summary rows', () => {
  it('checks the stack cold start against 8 s and flags a latency run with failures', () => {
    const rows = stackRows(stackFixture);
    expect(row(rows, 'cold start to ready (new database)')).toEqual({
      measure: 'cold start to ready (new database)',
      figure: '6.45 s',
      goal: '≤ 8 s',
      verdict: 'pass',
    });
    expect(row(rows, 'password sign-in p50 / p99, concurrency 1')?.verdict).toBe('info');
    expect(row(rows, 'is_email_allowed p50 / p99, concurrency 50')).toMatchObject({
      figure: '226 / 3,418 ms, 3 failed',
      verdict: 'miss',
    });
    expect(
      row(stackRows({ ...stackFixture, coldStartMs: 8001 }), 'cold start to ready (new database)')
        ?.verdict,
    ).toBe('miss');
  });

  it('holds the function overhead to p50 ≤ 0.5 ms and p99 ≤ 2 ms at each concurrency', () => {
    const rows = routerRows(routerFixture);
    expect(row(rows, 'function overhead p50 / p99, concurrency 1')).toMatchObject({
      figure: '0.41 / 1.90 ms',
      goal: '≤ 0.5 / ≤ 2 ms',
      verdict: 'pass',
    });
    expect(row(rows, 'function overhead p50 / p99, concurrency 100')?.verdict).toBe('miss');
  });

  it("shows the router's own time, Portkey and the quota path's other concurrencies only for context", () => {
    const rows = routerRows(routerFixture);
    const context = rows.filter((candidate) => candidate.measure.startsWith('  '));
    expect(context.map((candidate) => candidate.verdict)).toEqual(['info', 'info', 'info', 'info']);
    expect(context.map((candidate) => candidate.measure)).toEqual([
      "  of which the router's own time (meta.overhead_ms), concurrency 1",
      '  Portkey OSS overhead, same mock, concurrency 1',
      "  of which the router's own time (meta.overhead_ms), concurrency 100",
      '  cost over a 200 ms vendor with a 10 ms quota, p50, concurrency 10: quota first → alongside',
    ]);
  });

  it("judges the reply's analysis at 500 characters and shows the other lengths for context", () => {
    const rows = routerRows({
      ...routerFixture,
      overhead: [{ ...routerFixture.overhead[0]!, refineP50: 0.6, refineP99: 2.1 }],
      refinementCost: [
        { characters: 43, replyP50: 0.4, replyP99: 2.3, draftP50: 0.3, draftP99: 1.6 },
        { characters: 496, replyP50: 4.45, replyP99: 38.6, draftP50: 5.6, draftP99: 43 },
        { characters: 7996, replyP50: 48.5, replyP99: 205, draftP50: 52, draftP99: 208 },
      ],
    });
    const analysis = rows.filter((candidate) => candidate.measure.startsWith('reply analysis'));
    expect(analysis.map((candidate) => [candidate.goal, candidate.verdict])).toEqual([
      ['—', 'info'],
      ['p50 ≤ 15 ms', 'pass'],
      ['—', 'info'],
    ]);
    expect(analysis[1]?.figure).toBe('4.45 / 38.6 ms');
    expect(
      row(rows, "  of which the reply's analysis and fact lock (refine), concurrency 1"),
    ).toMatchObject({ figure: '0.60 / 2.10 ms', verdict: 'info' });
    const slow = routerRows({
      ...routerFixture,
      refinementCost: [{ characters: 500, replyP50: 16, replyP99: 40, draftP50: 5, draftP99: 9 }],
    });
    expect(slow.find((candidate) => candidate.measure.startsWith('reply analysis'))?.verdict).toBe(
      'miss',
    );
  });

  it('misses the hedging goal at 10.67% extra calls even though p99 fell by 88%', () => {
    const hedging = row(
      routerRows(routerFixture),
      'p99 with a vendor stalling 10% of calls for 5 s: hedging on vs off',
    );
    expect(hedging).toMatchObject({
      figure: '630 ms vs 5,049 ms (87.5% lower), 10.7% extra calls',
      verdict: 'miss',
    });
    const within = routerRows({
      ...routerFixture,
      hedging: [
        { hedging: 'on', p99: 629.72, extraCallsPercent: 9.5 },
        { hedging: 'off', p99: 5049.03, extraCallsPercent: 0 },
      ],
    });
    expect(row(within, hedging!.measure)?.verdict).toBe('pass');
  });

  it('judges a budget sweep at the shipped budget on its worst seed, the rest for context', () => {
    const shipped = defaultRouterSettings.hedgeBudgetRatio;
    const other = shipped + 0.05;
    const run = (hedging: 'on' | 'off', budget: number, seed: number, p99: number, extra = 0) => ({
      hedging,
      budget,
      seed,
      p99,
      extraCallsPercent: extra,
    });
    const rows = hedgingRows({
      ...routerFixture,
      hedging: [
        run('off', 0, 7, 5000),
        run('off', 0, 42, 5000),
        run('on', other, 7, 400, 11),
        run('on', shipped, 7, 3000, 9),
        run('on', shipped, 42, 400, 9.5),
      ],
    });
    expect(rows).toEqual([
      {
        measure: `p99 with a vendor stalling 10% of calls for 5 s: hedging on vs off, budget ${shipped} (shipped)`,
        figure: 'worst of 2 seeds: 3,000 ms vs 5,000 ms (40.0% lower), at most 9.50% extra calls',
        goal: '≥ 50% lower, ≤ 10% extra calls',
        verdict: 'miss',
      },
      {
        measure: `  the same at hedge budget ${other}`,
        figure: '400 ms vs 5,000 ms (92.0% lower), 11.0% extra calls',
        goal: '—',
        verdict: 'info',
      },
    ]);
  });

  it('judges the two-vendor pool at the shipped budget, and shows no row for older results', () => {
    const shipped = defaultRouterSettings.hedgeBudgetRatio;
    const run = (hedging: 'on' | 'off', seed: number, p99: number, extra: number) => ({
      hedging,
      budget: hedging === 'on' ? shipped : 0,
      seed,
      p99,
      extraCallsPercent: extra,
    });
    expect(poolHedgingRows(routerFixture)).toEqual([]);
    const rows = poolHedgingRows({
      ...routerFixture,
      poolHedging: [run('off', 7, 1200, 1.5), run('on', 7, 350, 3.2)],
    });
    expect(rows).toEqual([
      {
        measure: `p99 with two vendors, the faster stalling 10% of calls for 5 s: hedging on vs off, budget ${shipped} (shipped)`,
        figure: '350 ms vs 1,200 ms (70.8% lower), 3.20% extra calls',
        goal: '≥ 50% lower, ≤ 10% extra calls',
        verdict: 'pass',
      },
    ]);
  });

  it('misses the hedging goal when a run answered any request 503, and says how many', () => {
    const shipped = defaultRouterSettings.hedgeBudgetRatio;
    const [row] = poolHedgingRows({
      ...routerFixture,
      poolHedging: [
        { hedging: 'off', budget: 0, seed: 7, p99: 1200, extraCallsPercent: 1.5 },
        {
          hedging: 'on',
          budget: shipped,
          seed: 7,
          p99: 350,
          extraCallsPercent: 3.2,
          unanswered: 13,
        },
      ],
    });
    expect(row?.figure).toBe(
      '350 ms vs 1,200 ms (70.8% lower), 3.20% extra calls; 13 requests answered 503',
    );
    expect(row?.verdict).toBe('miss');
  });

  it('passes the dead vendor at 5 calls only when every request was still answered', () => {
    const measure = 'calls to a dead vendor before it is skipped';
    expect(row(routerRows(routerFixture), measure)?.verdict).toBe('pass');
    const unanswered = { ...routerFixture.deadVendor, answeredAfterDeath: 99 };
    expect(row(routerRows({ ...routerFixture, deadVendor: unanswered }), measure)?.verdict).toBe(
      'miss',
    );
    expect(
      row(routerRows(routerFixture), 'function cold start to first answer (median)')?.figure,
    ).toBe('167 ms (offline engine 173 ms)');
  });

  it("takes bench:web's own goals", () => {
    const rows = webRows(webFixture);
    expect(rows.map((candidate) => [candidate.goal, candidate.verdict])).toEqual([
      ['≤ 150 KB', 'pass'],
      ['0', 'pass'],
      ['≤ 1', 'miss'],
    ]);
  });

  it('shows what / loads with a stored session for context when bench:web saved it', () => {
    const landing = { ...webFixture.landing, withStoredSessionJsGzipKb: 162.4 };
    const rows = webRows({ ...webFixture, landing });
    expect(rows[1]).toEqual({
      measure: '  JS loaded by / with a stored session (gzip)',
      figure: '162 KB',
      goal: '—',
      verdict: 'info',
    });
  });

  it("judges a newcomer's npm run dev to the first reply against 15 s, when bench:stack saved it", () => {
    const measure = 'npm run dev to the first route reply (new user: sign-up, mail link, message)';
    const devFirstReply = { bannerMs: 6_100, appMs: 2_000, firstReplyMs: 9_400 };
    expect(row(stackRows({ ...stackFixture, devFirstReply }), measure)).toEqual({
      measure,
      figure: '9.40 s (banner 6.10 s)',
      goal: '≤ 15 s',
      verdict: 'pass',
    });
    const slow = { ...devFirstReply, firstReplyMs: 15_001 };
    expect(row(stackRows({ ...stackFixture, devFirstReply: slow }), measure)?.verdict).toBe('miss');
    expect(row(stackRows(stackFixture), measure)).toBeUndefined();
  });

  it('judges each Lighthouse page on all four scores, and shows its LCP and TBT for context', () => {
    const goals = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };
    const page = (path: string, performance: number) => ({
      path,
      scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
      metrics: { largestContentfulPaintMs: 2_210, totalBlockingTimeMs: 60 },
      runs: [{}, {}, {}],
    });
    const rows = webRows({
      ...webFixture,
      lighthouse: { benchmarkIndex: 812.4, goals, pages: [page('/', 99), page('/auth', 94)] },
    });

    const lighthouse = rows.filter((candidate) => candidate.measure.includes('Lighthouse'));
    expect(
      lighthouse.map((candidate) => [candidate.figure, candidate.goal, candidate.verdict]),
    ).toEqual([
      ['99 / 100 / 100 / 100', '≥ 95 / 100 / 100 / 100', 'pass'],
      ['2,210 / 60.0 ms', '—', 'info'],
      ['94 / 100 / 100 / 100', '≥ 95 / 100 / 100 / 100', 'miss'],
      ['2,210 / 60.0 ms', '—', 'info'],
    ]);
    expect(lighthouse[1]?.measure).toBe(
      '  Lighthouse /: LCP / TBT (median of 3, benchmarkIndex 812)',
    );
  });

  it('judges the statistics call at concurrency 1 against p99 ≤ 50 ms, and its plan by its indexes', () => {
    const rows = usageRows(usageFixture);
    expect(rows.map((candidate) => [candidate.figure, candidate.verdict])).toEqual([
      ['9.00 / 21.0 ms', 'pass'],
      ['80.0 / 160 ms', 'info'],
      ['11.0 / 64.0 ms', 'miss'],
      ['6.00 / 14.0 ms', 'info'],
      [
        'index scans (usage_daily_totals_pkey, usage_monthly_latency_pkey); usage_events not read',
        'pass',
      ],
      ['9.50 / 4.10 ms', 'info'],
    ]);
    const scanned = { ...usageFixture.plan, sequentialScans: ['usage_daily_totals'] };
    expect(usageRows({ ...usageFixture, plan: scanned }).at(-2)?.verdict).toBe('miss');
  });

  it('lists every benchmark in order, and a benchmark without a result as one missed row', () => {
    const rows = summaryRows({
      stack: {
        found: true,
        file: 'stack.json',
        measuredAt: stackFixture.measuredAt,
        result: stackFixture,
      },
      quota: {
        found: true,
        file: 'quota.json',
        measuredAt: quotaFixture.measuredAt,
        result: quotaFixture,
      },
      usage: {
        found: true,
        file: 'usage.json',
        measuredAt: usageFixture.measuredAt,
        result: usageFixture,
      },
      router: { found: false, reason: 'no router-*.json in results' },
      privacy: {
        found: true,
        file: 'privacy.json',
        measuredAt: privacyFixture.measuredAt,
        result: privacyFixture,
      },
      web: { found: true, file: 'web.json', measuredAt: webFixture.measuredAt, result: webFixture },
      clarity: { found: false, reason: 'clarity.json does not exist' },
      adversarial: {
        found: true,
        file: 'adversarial.json',
        measuredAt: adversarialFixture.measuredAt,
        result: adversarialFixture,
      },
      load: {
        found: true,
        file: 'load.json',
        measuredAt: loadFixture.measuredAt,
        result: loadFixture,
      },
    });
    expect([...new Set(rows.map((candidate) => candidate.benchmark))]).toEqual([
      'stack',
      'quota',
      'usage',
      'router',
      'privacy',
      'web',
      'clarity',
      'adversarial',
      'load',
    ]);
    expect(rows.filter((candidate) => candidate.benchmark === 'router')).toEqual([
      {
        benchmark: 'router',
        measure: 'no result',
        figure: 'no router-*.json in results',
        goal: '—',
        verdict: 'miss',
      },
    ]);
    expect(
      rows.find((candidate) => candidate.measure === 'route (100 users): latency p50 / p99'),
    ).toMatchObject({ figure: '200 / 900 ms', verdict: 'miss' });
  });
});
