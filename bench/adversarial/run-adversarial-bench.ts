import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { formatColumns, formatDecimal } from '../shared/format.ts';
import { startRun } from '../shared/bench-result.ts';
import { adversarialRows, goals, pipelineSchema } from './adversarial-rows.ts';
import { measureBystander } from './bystander-scenario.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const deno = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));

function log(line: string): void {
  process.stderr.write(`[bench:adversarial] ${line}\n`);
}

/** The in-process part runs on Deno, as the function does; its figures come back on stdout. */
async function measurePipeline(quick: boolean) {
  const run = promisify(execFile)(
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
    { cwd: projectRoot, maxBuffer: 16 * 1024 * 1024 },
  );
  run.child.stderr?.pipe(process.stderr);
  return pipelineSchema.parse(JSON.parse((await run).stdout.trim()));
}

/**
 * `npm run bench:adversarial`: the refine pipeline on crafted drafts, in process (the worst case
 * at 8,000 characters and its ratio to 4,000), then through the embedded stack (a bystander's
 * message while three crafted drafts are in flight). Saves bench/results/adversarial.json.
 */
async function main(quick: boolean): Promise<void> {
  const run = startRun('adversarial', { quick });
  log('timing the pipeline on crafted drafts in every style, at 4,000 and 8,000 characters');
  const pipeline = await measurePipeline(quick);
  const bystander = await measureBystander({ rounds: quick ? 5 : 20, log });
  process.stdout.write(
    `${formatColumns([
      ['slowest drafts (in process)', 'style', '4,000 ms', '8,000 ms', 'steps/char at 8,000'],
      ...pipeline.slowest.map((timing) => [
        timing.draft,
        timing.style,
        formatDecimal(timing.ms4000),
        formatDecimal(timing.ms8000),
        String(timing.stepsPerCharacter8000),
      ]),
    ])}\n`,
  );
  await run.save(adversarialRows(pipeline, bystander), { goals, pipeline, bystander });
}

const { values } = parseArgs({ options: { quick: { type: 'boolean' } }, strict: true });
await main(values.quick ?? false);
