import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatRows, readResult, resultsFolder } from './shared/bench-result.ts';
import { type Found, formatSummaryMarkdown, summaryRows } from './shared/summary.ts';

/** In this order, one at a time: the machine has two cores, and each benchmark wants both. */
const benchmarks = [
  { name: 'stack', script: 'bench:stack', quick: false },
  { name: 'quota', script: 'bench:quota', quick: true },
  { name: 'usage', script: 'bench:usage', quick: false },
  { name: 'router', script: 'bench:router', quick: true },
  { name: 'web', script: 'bench:web', quick: false },
  { name: 'clarity', script: 'eval:clarity', quick: false },
  { name: 'claims', script: 'eval:claims', quick: false },
  { name: 'impact', script: 'eval:impact', quick: false },
  { name: 'privacy', script: 'bench:privacy', quick: false },
  { name: 'adversarial', script: 'bench:adversarial', quick: true },
  { name: 'boot', script: 'bench:boot', quick: true },
  { name: 'load', script: 'bench:load', quick: true },
];

/**
 * `npm run bench`: each benchmark as a user runs it (`-- --quick` passed to those that have a
 * quick mode), then their saved rows in one table, bench/results/summary.md and .json. With
 * `-- --from-saved` it runs nothing and only puts the saved results together. Exits 1 if a
 * benchmark failed or saved nothing; a missed goal is a result, shown as missed.
 */
const { values } = parseArgs({
  options: { quick: { type: 'boolean' }, 'from-saved': { type: 'boolean' } },
  strict: true,
});
const startedAt = new Date().toISOString();
const failed: string[] = [];
const found: Found[] = [];
for (const { name, script, quick } of benchmarks) {
  if (!values['from-saved']) {
    const extra = values.quick && quick ? ['--', '--quick'] : [];
    process.stdout.write(`\n=== npm run ${script} ${extra.join(' ')}\n`);
    const child = spawnSync('npm', ['run', script, ...extra], { stdio: 'inherit' });
    if (child.signal === 'SIGINT' || child.signal === 'SIGTERM') process.exit(130);
    if (child.status !== 0) failed.push(script);
  }
  const result = await readResult(name);
  const stale =
    typeof result !== 'string' && !values['from-saved'] && result.measuredAt < startedAt;
  found.push({ benchmark: name, result: stale ? `${name}.json is from before this run` : result });
}
const rows = summaryRows(found);
process.stdout.write(
  `\n${formatRows(rows.map((row) => ({ ...row, measure: `${row.benchmark}: ${row.measure}` })))}\n`,
);
const runs = found.map(({ benchmark, result }) => {
  if (typeof result === 'string') return { benchmark, missing: result };
  const { rows: _rows, details: _details, ...context } = result;
  return context;
});
await writeFile(path.join(resultsFolder, 'summary.md'), `${formatSummaryMarkdown(found)}\n`);
await writeFile(
  path.join(resultsFolder, 'summary.json'),
  `${JSON.stringify({ madeAt: new Date().toISOString(), runs, rows }, null, 2)}\n`,
);
process.stdout.write('saved bench/results/summary.md and summary.json\n');
const missing = found.filter(({ result }) => typeof result === 'string');
process.exitCode = failed.length + missing.length > 0 ? 1 : 0;
