import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machineDescription } from '../stack/bench-report';
import {
  adversarialGoals,
  adversarialResultSchema,
  formatAdversarialReport,
  saveAdversarialResult,
  type AdversarialResult,
} from './adversarial-result';
import { measureBystander } from './bystander-scenario';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const resultsFolder = path.join(projectRoot, 'bench', 'results');
const deno = path.join(projectRoot, 'node_modules', '.bin', 'deno');

function log(line: string): void {
  process.stderr.write(`[bench:adversarial] ${line}\n`);
}

/** The in-process part runs on Deno, as the function does; its figures come back on stdout. */
function measurePipeline(quick: boolean): Promise<AdversarialResult['pipeline']> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      deno,
      [
        'run',
        '--allow-env',
        '--allow-read',
        '--config',
        'supabase/functions/route/deno.json',
        'bench/adversarial/pipeline-worst-case.ts',
        ...(quick ? ['--quick'] : []),
      ],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the in-process part exited with ${code}`));
      resolve(adversarialResultSchema.shape.pipeline.parse(JSON.parse(output.trim())));
    });
  });
}

/**
 * `npm run bench:adversarial`: the refine pipeline on crafted drafts, in process (the worst case
 * at 8,000 characters and its ratio to 4,000), then through the embedded stack (a bystander's
 * message while three crafted drafts are in flight). Prints a table and saves
 * bench/results/adversarial.json. A missed goal is a result, not a failure.
 */
async function main(quick: boolean): Promise<void> {
  const loadBefore = loadavg()[0]!;
  log(`timing the pipeline on crafted drafts in every style, at 4,000 and 8,000 characters`);
  const pipeline = await measurePipeline(quick);
  const bystander = await measureBystander({ rounds: quick ? 5 : 20, log });
  const result: AdversarialResult = {
    measuredAt: new Date().toISOString(),
    quick,
    machine: machineDescription(),
    loadAverage: {
      before: Math.round(loadBefore * 100) / 100,
      after: Math.round(loadavg()[0]! * 100) / 100,
    },
    goals: adversarialGoals,
    pipeline,
    bystander,
  };
  process.stdout.write(`\n${formatAdversarialReport(result)}\n`);
  const saved = await saveAdversarialResult(result, resultsFolder);
  process.stdout.write(`saved ${path.relative(process.cwd(), saved)}\n`);
}

const { values } = parseArgs({ options: { quick: { type: 'boolean' } }, strict: true });
await main(values.quick ?? false);
