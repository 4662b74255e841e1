/**
 * `npm run bench:web`: builds the SPA, then reports
 *   (a) the gzip size of the JS that `/` loads before it can render (goal ≤ 150 KB; all a new
 *       visitor loads), and for context what it loads when the browser holds a session,
 *   (b) what the chat's DIFF view fetches the first time a DIFF opens (the diff library; it
 *       must be in none of the JS above, nor in what opening the chat loads),
 *   (c) Lighthouse's mobile scores of `/` and `/auth` on that build, served offline by
 *       `vite preview` (goals: performance ≥ 95, the other three 100; median of `--runs`, 5), and
 *   (d) with 2,000 structured replies in the history, how many message bubbles re-render per
 *       keystroke (goal 0), per appended reply (goal 1) and per DIFF toggle (goal 1),
 * prints its rows and saves bench/results/web.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { startVitest } from 'vitest/node';
import { info, judged, type Row, startRun } from '../shared/bench-result.ts';
import { formatDecimal } from '../shared/format.ts';
import { type BundleReport, measureBundle } from './bundle-size.ts';
import type { CategoryScores, LighthouseReport } from './lighthouse-audit.ts';
import { auditBuild, lighthouseGoals, meetsLighthouseGoals } from './lighthouse-pages.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const landingBudgetBytes = 150 * 1024;

interface Figure {
  name: string;
  value: number;
  unit: string;
  goal: number;
}

/**
 * Builds as a deploy does (production mode), pointed at the local stack of `.env.development`
 * (or `.env.development.local`): the build needs a backend URL for its Content-Security-Policy,
 * and the bundle is the one we ship.
 */
function build(outDir: string): void {
  const { VITE_SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY } = loadEnv(
    'development',
    repositoryRoot,
    'VITE_',
  );
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--manifest', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: repositoryRoot,
      stdio: 'inherit',
      env: { ...process.env, VITE_SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}

async function measureRenders(): Promise<Figure[]> {
  const vitest = await startVitest('test', [], {
    config: path.join(repositoryRoot, 'bench', 'web', 'vitest.config.ts'),
    watch: false,
    reporters: ['dot'],
  });
  try {
    const figures: Figure[] = [];
    for (const testModule of vitest.state.getTestModules()) {
      for (const testCase of testModule.children.allTests()) {
        if (testCase.result().state !== 'passed') {
          throw new Error(`render harness failed: ${testCase.fullName}`);
        }
        const figure = (testCase.meta() as { benchFigure?: Figure }).benchFigure;
        if (figure) figures.push(figure);
      }
    }
    if (figures.length === 0) throw new Error('the render harness reported no figures');
    return figures;
  } finally {
    await vitest.close();
  }
}

/** `--runs N`: Lighthouse runs per page (default 5: single runs on this machine spread over 6 points; the median is kept). */
function runsArgument(): number {
  const index = process.argv.indexOf('--runs');
  const runs = index === -1 ? 5 : Number(process.argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  return runs;
}

const kilobytes = (bytes: number) => `${Math.round((bytes / 1024) * 10) / 10} KB`;
const scoreLine = (scores: CategoryScores) =>
  `${scores.performance} / ${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}`;

function bundleRows(bundle: BundleReport): Row[] {
  return [
    judged(
      'JS loaded by / (gzip)',
      kilobytes(bundle.initialJsGzipBytes),
      `≤ ${kilobytes(landingBudgetBytes)}`,
      bundle.initialJsGzipBytes <= landingBudgetBytes,
    ),
    info(
      '↳ JS loaded by / with a stored session (gzip)',
      kilobytes(bundle.withStoredSessionJsGzipBytes),
    ),
    info('↳ CSS loaded by / (gzip)', kilobytes(bundle.initialCssGzipBytes)),
    ...bundle.onDemandJs.map((entry) => {
      const onDemandFiles = new Set(entry.files.map((file) => file.file));
      return judged(
        `${entry.name}, loaded on first use (gzip)`,
        `${kilobytes(entry.gzipBytes)} in ${entry.libraryFiles.join(', ') || 'no file'}`,
        'its library in no other JS',
        entry.libraryFiles.length > 0 &&
          entry.libraryFiles.every((file) => onDemandFiles.has(file)),
      );
    }),
  ];
}

function lighthouseRows(lighthouse: LighthouseReport): Row[] {
  return lighthouse.pages.flatMap((page) => [
    judged(
      `Lighthouse ${page.path} (mobile): performance / accessibility / best practices / SEO`,
      scoreLine(page.scores),
      `≥ ${scoreLine(lighthouseGoals)}`,
      meetsLighthouseGoals(page.scores),
    ),
    info(
      `↳ Lighthouse ${page.path}: LCP / TBT / FCP (median of ${page.runs.length}, benchmarkIndex ${Math.round(lighthouse.benchmarkIndex)})`,
      `${[page.metrics.largestContentfulPaintMs, page.metrics.totalBlockingTimeMs, page.metrics.firstContentfulPaintMs].map(formatDecimal).join(' / ')} ms`,
    ),
  ]);
}

async function main(): Promise<void> {
  const run = startRun('web');
  // Its own folder, removed after: a developer's dist/ is left as it was.
  const distFolder = mkdtempSync(path.join(tmpdir(), 'associate-bench-web-'));
  let bundle: BundleReport;
  let lighthouse: LighthouseReport;
  try {
    build(distFolder);
    bundle = measureBundle(distFolder);
    lighthouse = await auditBuild({ distFolder, runs: runsArgument() });
  } finally {
    rmSync(distFolder, { recursive: true, force: true });
  }
  const renders = await measureRenders();
  for (const page of lighthouse.pages) {
    const failed = new Set(
      page.runs.flatMap((pageRun) => pageRun.failedAudits.map((audit) => audit.split(' ')[0])),
    );
    if (failed.size > 0)
      console.log(`${page.path}: audits below 100 in some run: ${[...failed].join(', ')}`);
  }
  await run.save(
    [
      ...bundleRows(bundle),
      ...lighthouseRows(lighthouse),
      ...renders.map((figure) =>
        judged(
          `${figure.name} (2,000 messages)`,
          `${figure.value} ${figure.unit}`,
          figure.goal === 0 ? '0' : `≤ ${figure.goal}`,
          figure.value <= figure.goal,
        ),
      ),
    ],
    { bundle, renders, lighthouse },
  );
}

await main();
