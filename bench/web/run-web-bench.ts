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
 * prints a table and saves bench/results/web.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { startVitest } from 'vitest/node';
import { measureBundle } from './bundle-size.ts';
import { auditBuild, lighthouseGoals, meetsLighthouseGoals } from './lighthouse-pages.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const resultsFile = path.join(repositoryRoot, 'bench', 'results', 'web.json');
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

function kilobytes(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  // Its own folder, removed after: a developer's dist/ is left as it was.
  const distFolder = mkdtempSync(path.join(tmpdir(), 'associate-bench-web-'));
  let bundle: ReturnType<typeof measureBundle>;
  let lighthouse: Awaited<ReturnType<typeof auditBuild>>;
  try {
    build(distFolder);
    bundle = measureBundle(distFolder);
    lighthouse = await auditBuild({ distFolder, runs: runsArgument() });
  } finally {
    rmSync(distFolder, { recursive: true, force: true });
  }
  const renders = await measureRenders();

  const rows = [
    {
      measure: 'JS loaded by / (gzip)',
      value: `${kilobytes(bundle.initialJsGzipBytes)} KB`,
      goal: `≤ ${kilobytes(landingBudgetBytes)} KB`,
      met: bundle.initialJsGzipBytes <= landingBudgetBytes,
    },
    {
      measure: 'JS loaded by / with a stored session (gzip)',
      value: `${kilobytes(bundle.withStoredSessionJsGzipBytes)} KB`,
      goal: '—',
      met: true,
    },
    {
      measure: 'CSS loaded by / (gzip)',
      value: `${kilobytes(bundle.initialCssGzipBytes)} KB`,
      goal: '—',
      met: true,
    },
    ...bundle.onDemandJs.map((entry) => {
      const onDemandFiles = new Set(entry.files.map((file) => file.file));
      const isOnlyOnDemand =
        entry.libraryFiles.length > 0 &&
        entry.libraryFiles.every((file) => onDemandFiles.has(file));
      return {
        measure: `${entry.name}, loaded on first use (gzip)`,
        value: `${kilobytes(entry.gzipBytes)} KB in ${entry.libraryFiles.join(', ') || 'no file'}`,
        goal: 'its library in no other JS',
        met: isOnlyOnDemand,
      };
    }),
    ...lighthouse.pages.flatMap((page) => [
      {
        measure: `Lighthouse ${page.path} (mobile): performance / accessibility / best practices / SEO`,
        value: `${page.scores.performance} / ${page.scores.accessibility} / ${page.scores.bestPractices} / ${page.scores.seo}`,
        goal: `≥ ${lighthouseGoals.performance} / ${lighthouseGoals.accessibility} / ${lighthouseGoals.bestPractices} / ${lighthouseGoals.seo}`,
        met: meetsLighthouseGoals(page.scores),
      },
      {
        measure: `Lighthouse ${page.path}: LCP / TBT / FCP`,
        value: `${Math.round(page.metrics.largestContentfulPaintMs)} / ${Math.round(page.metrics.totalBlockingTimeMs)} / ${Math.round(page.metrics.firstContentfulPaintMs)} ms`,
        goal: '—',
        met: true,
      },
    ]),
    ...renders.map((figure) => ({
      measure: `${figure.name} (2,000 messages)`,
      value: `${figure.value} ${figure.unit}`,
      goal: `${figure.goal}`,
      met: figure.value <= figure.goal,
    })),
  ];
  console.log('\nbench:web');
  console.table(rows);
  console.log(
    `Lighthouse ${lighthouse.lighthouseVersion}, median of ${runsArgument()} runs, machine benchmarkIndex ${lighthouse.benchmarkIndex}`,
  );
  for (const page of lighthouse.pages) {
    const failed = new Set(
      page.runs.flatMap((run) => run.failedAudits.map((audit) => audit.split(' ')[0])),
    );
    if (failed.size > 0)
      console.log(`  ${page.path}: audits below 100 in some run: ${[...failed].join(', ')}`);
  }
  console.log('lazy chunks (gzip):');
  for (const file of bundle.lazyJs) console.log(`  ${file.file}  ${kilobytes(file.gzipBytes)} KB`);

  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        // Lighthouse's simulated CPU time follows the machine's load: keep it with the figures.
        loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
        node: process.version,
        landing: {
          initialJsGzipKb: kilobytes(bundle.initialJsGzipBytes),
          goalKb: kilobytes(landingBudgetBytes),
          withStoredSessionJsGzipKb: kilobytes(bundle.withStoredSessionJsGzipBytes),
          initialCssGzipKb: kilobytes(bundle.initialCssGzipBytes),
          initialJs: bundle.initialJs,
          lazyJs: bundle.lazyJs,
        },
        onDemand: bundle.onDemandJs.map((entry) => ({
          name: entry.name,
          gzipKb: kilobytes(entry.gzipBytes),
          files: entry.files,
          libraryFiles: entry.libraryFiles,
        })),
        renders,
        lighthouse,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`saved ${path.relative(repositoryRoot, resultsFile)}`);
}

await main();
