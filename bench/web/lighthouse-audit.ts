import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from '../shared/statistics.ts';

/** The four Lighthouse categories, each scored 0–100. */
export interface CategoryScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** Lighthouse's lab metrics, in milliseconds (CLS has no unit). */
export interface LabMetrics {
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  speedIndexMs: number;
  cumulativeLayoutShift: number;
}

/** One page's median over its runs, with every run kept for the record. */
export interface PageAudit {
  path: string;
  scores: CategoryScores;
  metrics: LabMetrics;
  runs: Array<{ scores: CategoryScores; metrics: LabMetrics; failedAudits: string[] }>;
}

export interface LighthouseReport {
  lighthouseVersion: string;
  browser: string;
  /** Lighthouse's measure of the machine's speed (its mobile profile assumes about 1,000+). */
  benchmarkIndex: number;
  pages: PageAudit[];
}

// Debian's Chromium, headless, with nothing of its own reaching the network: the audit runs
// offline against the local production build.
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse with its default mobile profile (simulated slow 4G, 4× CPU slowdown) on each path,
 * `runs` times, each run in a fresh Chromium; each page's figures are the medians, because one
 * run on a shared machine is noisy. A run whose trace Lighthouse could not record (it says
 * "run Lighthouse again") is run again, up to three times.
 */
export async function auditPages(options: {
  baseUrl: string;
  paths: string[];
  runs: number;
  chromiumPath: string;
}): Promise<LighthouseReport> {
  const pages: PageAudit[] = [];
  let environment = { lighthouseVersion: '', browser: '', benchmarkIndex: NaN };
  for (const path of options.paths) {
    const runs: PageAudit['runs'] = [];
    for (let run = 0; run < options.runs; run += 1) {
      const lhr = await auditOnce(new URL(path, options.baseUrl).href, options.chromiumPath);
      environment = {
        lighthouseVersion: lhr.lighthouseVersion,
        browser: lhr.environment.hostUserAgent,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
      runs.push(readRun(lhr));
    }
    pages.push({ path, ...medianOf(runs), runs });
  }
  return { ...environment, pages };
}

async function auditOnce(url: string, chromiumPath: string, attemptsLeft = 3): Promise<Result> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  let lhr: Result | undefined;
  try {
    lhr = (
      await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      })
    )?.lhr;
  } finally {
    chrome.kill();
  }
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!lhr.runtimeError) return lhr;
  if (attemptsLeft > 1) return auditOnce(url, chromiumPath, attemptsLeft - 1);
  throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function readRun(lhr: Result): PageAudit['runs'][number] {
  const score = (id: (typeof categories)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failedAudits = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((reference) => reference.weight > 0)
      .map((reference) => lhr.audits[reference.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit?.id} (${audit?.displayValue ?? audit?.score})`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      speedIndexMs: metric('speed-index'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
    },
    failedAudits,
  };
}

function medianOf(runs: PageAudit['runs']): Pick<PageAudit, 'scores' | 'metrics'> {
  return {
    scores: medianRecord(runs.map((run) => run.scores)),
    metrics: medianRecord(runs.map((run) => run.metrics)),
  };
}

/** Each field's median over the records. */
function medianRecord<Fields extends object>(records: Fields[]): Fields {
  const keys = Object.keys(records[0] ?? {}) as Array<keyof Fields>;
  return Object.fromEntries(
    keys.map((key) => [key, median(records.map((record) => record[key] as number))]),
  ) as Fields;
}
