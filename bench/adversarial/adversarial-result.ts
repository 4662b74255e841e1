import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { GoalCheck } from '../load/load-goals';
import { formatColumns, formatDecimal } from '../load/text-table';

const timingSchema = z.object({
  draft: z.string(),
  style: z.string(),
  ms4000: z.number(),
  ms8000: z.number(),
  stepsPerCharacter8000: z.number(),
});

/** bench/results/adversarial.json (or adversarial-quick.json), written by bench:adversarial. */
export const adversarialResultSchema = z.object({
  measuredAt: z.iso.datetime(),
  quick: z.boolean(),
  machine: z.object({ cpus: z.number(), cpuModel: z.string(), node: z.string() }),
  /** 1-minute load average before and after: is the machine quiet? */
  loadAverage: z.object({ before: z.number(), after: z.number() }),
  goals: z.object({ worst8000Ms: z.number(), ratio: z.number(), bystanderMs: z.number() }),
  pipeline: z.object({
    drafts: z.number(),
    styles: z.number(),
    repeats: z.number(),
    worst8000: timingSchema,
    worst4000: timingSchema,
    ratio: z.number(),
    reportedDraft8000Ms: z.number(),
    slowest: z.array(timingSchema),
  }),
  bystander: z.object({
    rounds: z.number(),
    craftedCharacters: z.number(),
    bystanderMs: z.array(z.number()),
    craftedMs: z.array(z.number()),
    aloneMs: z.array(z.number()),
    statuses: z.record(z.string(), z.number()),
  }),
});
export type AdversarialResult = z.infer<typeof adversarialResultSchema>;

/**
 * What bounded work must achieve: the slowest crafted draft at 8,000 characters within 100 ms
 * and at most 2.5 times the slowest at 4,000, and a bystander answered within a second.
 */
export const adversarialGoals: AdversarialResult['goals'] = {
  worst8000Ms: 100,
  ratio: 2.5,
  bystanderMs: 1_000,
};

export function adversarialResultFileName(quick: boolean): string {
  return quick ? 'adversarial-quick.json' : 'adversarial.json';
}

export async function saveAdversarialResult(
  result: AdversarialResult,
  folder: string,
): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, adversarialResultFileName(result.quick));
  await writeFile(file, `${JSON.stringify(adversarialResultSchema.parse(result), null, 2)}\n`);
  return file;
}

const ms = (value: number) => `${formatDecimal(value)} ms`;
const median = (values: readonly number[]) =>
  [...values].sort((left, right) => left - right)[Math.floor((values.length - 1) / 2)] ?? NaN;
const verdictOf = (met: boolean) => (met ? ('pass' as const) : ('miss' as const));

/** The goals judged, and the figures shown beside them for context. */
export function adversarialChecks(result: AdversarialResult): GoalCheck[] {
  const { pipeline, bystander, goals } = result;
  const worst = pipeline.worst8000;
  const statuses = Object.entries(bystander.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const onlyAnswered = Object.keys(bystander.statuses).every((status) => status === '200');
  const bystanderWorst = Math.max(...bystander.bystanderMs);
  return [
    {
      measure: `whole pipeline, worst of ${pipeline.drafts} crafted drafts × ${pipeline.styles} styles at 8,000 characters (median of ${pipeline.repeats})`,
      figure: `${ms(worst.ms8000)} (${worst.draft}, style ${worst.style})`,
      goal: `≤ ${goals.worst8000Ms} ms`,
      verdict: verdictOf(worst.ms8000 <= goals.worst8000Ms),
    },
    {
      measure: '↳ worst case at 8,000 characters over worst case at 4,000',
      figure: `${formatDecimal(pipeline.ratio)} (${ms(worst.ms8000)} / ${ms(pipeline.worst4000.ms4000)})`,
      goal: `≤ ${goals.ratio}`,
      verdict: verdictOf(pipeline.ratio <= goals.ratio),
    },
    {
      measure: '↳ the reported crafted draft at 8,000 characters, slowest style',
      figure: ms(pipeline.reportedDraft8000Ms),
      goal: '—',
      verdict: 'info',
    },
    {
      measure: `stack: a bystander's one-line message while three crafted drafts (${bystander.craftedCharacters} characters) are in flight, worst of ${bystander.rounds}`,
      figure: `${ms(bystanderWorst)} (p50 ${ms(median(bystander.bystanderMs))}); ${statuses}`,
      goal: `< ${formatDecimal(goals.bystanderMs)} ms, all answered`,
      verdict: verdictOf(bystanderWorst < goals.bystanderMs && onlyAnswered),
    },
    {
      measure: '↳ stack: each crafted draft, three at once / alone, p50 / max',
      figure: `${ms(median(bystander.craftedMs))} / ${ms(Math.max(...bystander.craftedMs))}; alone ${ms(median(bystander.aloneMs))} / ${ms(Math.max(...bystander.aloneMs))}`,
      goal: '—',
      verdict: 'info',
    },
  ];
}

/** The goal table, then the slowest drafts of the in-process part. */
export function formatAdversarialReport(result: AdversarialResult): string {
  return [
    `bench:adversarial${result.quick ? ' (quick)' : ''}: ${result.machine.cpus} cores, load average ${result.loadAverage.before} → ${result.loadAverage.after}`,
    '',
    formatColumns([
      ['measure', 'figure', 'goal', 'verdict'],
      ...adversarialChecks(result).map((check) => [
        check.measure,
        check.figure,
        check.goal,
        check.verdict,
      ]),
    ]),
    '',
    formatColumns([
      ['slowest drafts (in process)', 'style', '4,000 ms', '8,000 ms', 'steps/char at 8,000'],
      ...result.pipeline.slowest.map((timing) => [
        timing.draft,
        timing.style,
        formatDecimal(timing.ms4000),
        formatDecimal(timing.ms8000),
        String(timing.stepsPerCharacter8000),
      ]),
    ]),
  ].join('\n');
}
