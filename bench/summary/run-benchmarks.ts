import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machineDescription } from '../stack/bench-report';
import { readSavedResults, type BenchmarkName, type SavedResults } from './saved-results';
import {
  countVerdicts,
  formatSummaryTable,
  saveSummary,
  type BenchSummary,
} from './summary-report';
import { summaryRows } from './summary-rows';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const resultsFolder = path.join(repositoryRoot, 'bench', 'results');

/** In this order, one at a time: the machine has two cores and each benchmark wants both. */
const benchmarkRuns: ReadonlyArray<{
  name: BenchmarkName;
  script: string;
  hasQuickMode: boolean;
}> = [
  { name: 'stack', script: 'bench:stack', hasQuickMode: false },
  { name: 'quota', script: 'bench:quota', hasQuickMode: true },
  { name: 'usage', script: 'bench:usage', hasQuickMode: false },
  { name: 'router', script: 'bench:router', hasQuickMode: true },
  { name: 'privacy', script: 'bench:privacy', hasQuickMode: false },
  { name: 'web', script: 'bench:web', hasQuickMode: false },
  { name: 'clarity', script: 'eval:clarity', hasQuickMode: false },
  { name: 'adversarial', script: 'bench:adversarial', hasQuickMode: true },
  { name: 'load', script: 'bench:load', hasQuickMode: true },
];

const usage = `Usage: npm run bench [-- --quick | --from-saved]

  --quick        pass --quick to the benchmarks that have it (bench:quota, bench:router,
                 bench:adversarial, bench:load)
  --from-saved   run nothing; rebuild the summary from the results already in bench/results`;

interface RunRecord {
  exitCode: number | null;
  seconds: number | null;
}

/** Runs one benchmark as a user would (`npm run <script>`), its output going straight through. */
function runBenchmark(script: string, extraArguments: readonly string[]): RunRecord {
  const startedAt = performance.now();
  process.stdout.write(`\n=== npm run ${script} ${extraArguments.join(' ')}\n`);
  const child = spawnSync(
    'npm',
    ['run', script, ...(extraArguments.length ? ['--', ...extraArguments] : [])],
    { cwd: repositoryRoot, stdio: 'inherit' },
  );
  if (child.signal === 'SIGINT' || child.signal === 'SIGTERM') {
    process.stderr.write(`npm run bench: stopped during ${script}\n`);
    process.exit(130);
  }
  return {
    exitCode: child.status ?? 1,
    seconds: Math.round((performance.now() - startedAt) / 100) / 10,
  };
}

function summarise(
  saved: SavedResults,
  context: { quick: boolean; runs: Partial<Record<BenchmarkName, RunRecord>> },
): BenchSummary {
  const rows = summaryRows(saved);
  return {
    measuredAt: new Date().toISOString(),
    quick: context.quick,
    machine: machineDescription(),
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    benchmarks: benchmarkRuns.map(({ name, script }) => {
      const result = saved[name];
      return {
        name,
        script,
        exitCode: context.runs[name]?.exitCode ?? null,
        seconds: context.runs[name]?.seconds ?? null,
        source: result.found ? path.relative(repositoryRoot, result.file) : null,
        measuredAt: result.found ? result.measuredAt : null,
      };
    }),
    rows,
    counts: countVerdicts(rows),
  };
}

interface BenchArguments {
  quick: boolean;
  fromSaved: boolean;
}

function parseBenchArguments(argv: readonly string[]): BenchArguments {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: { quick: { type: 'boolean' }, 'from-saved': { type: 'boolean' } },
  });
  return { quick: values.quick ?? false, fromSaved: values['from-saved'] ?? false };
}

/**
 * `npm run bench`: bench:stack, bench:quota, bench:usage, bench:router, bench:privacy, bench:web,
 * eval:clarity, bench:adversarial and bench:load in turn, then one table
 * of every figure beside its goal, read from the JSON each benchmark saved (never its output).
 * Exits 1 if a benchmark failed or saved nothing; a missed goal is a result, shown as MISS.
 */
async function main({ quick, fromSaved }: BenchArguments): Promise<number> {
  const runs: Partial<Record<BenchmarkName, RunRecord>> = {};
  const startedAt = new Date();
  if (!fromSaved) {
    for (const { name, script, hasQuickMode } of benchmarkRuns) {
      runs[name] = runBenchmark(script, quick && hasQuickMode ? ['--quick'] : []);
    }
  }
  const saved = await readSavedResults(resultsFolder, {
    quick,
    ...(fromSaved ? {} : { since: startedAt }),
  });
  const summary = summarise(saved, { quick, runs });
  process.stdout.write(`\n=== npm run bench${quick ? ' (quick)' : ''}: summary\n\n`);
  process.stdout.write(`${formatSummaryTable(summary.rows)}\n`);
  const file = await saveSummary(summary, resultsFolder);
  process.stdout.write(`saved ${path.relative(repositoryRoot, file)} and summary.md\n`);
  const failed = summary.benchmarks.filter(
    (benchmark) => (benchmark.exitCode ?? 0) !== 0 || benchmark.source === null,
  );
  return failed.length > 0 ? 1 : 0;
}

let benchArguments: BenchArguments;
try {
  benchArguments = parseBenchArguments(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
  process.exit(2);
}
process.exitCode = await main(benchArguments);
