import { z } from 'zod';
import { info, judged, type Row } from '../shared/bench-result.ts';
import { formatDecimal, ms } from '../shared/format.ts';
import { median } from '../shared/statistics.ts';
import type { BystanderFigures } from './bystander-scenario.ts';

const timingSchema = z.object({
  draft: z.string(),
  style: z.string(),
  ms4000: z.number(),
  ms8000: z.number(),
  stepsPerCharacter8000: z.number(),
});

const placingSchema = z.object({
  draft: z.string(),
  reply: z.string(),
  ms4000: z.number(),
  ms8000: z.number(),
});

/** What pipeline-worst-case.ts (on Deno, as the function runs) prints as its one line. */
export const pipelineSchema = z.object({
  drafts: z.number(),
  styles: z.number(),
  repeats: z.number(),
  worst8000: timingSchema,
  worst4000: timingSchema,
  ratio: z.number(),
  reportedDraft8000Ms: z.number(),
  slowest: z.array(timingSchema),
  placing: z.object({ worst8000: placingSchema, worst4000: placingSchema, ratio: z.number() }),
  claims: z.object({
    drafts: z.number(),
    p50At8000Ms: z.number(),
    worst8000Ms: z.number(),
    worst4000Ms: z.number(),
    worstDraft: z.string(),
    ratio: z.number(),
  }),
});
export type PipelineFigures = z.infer<typeof pipelineSchema>;

/**
 * Bounded work: the slowest crafted draft at 8,000 characters within 100 ms and at most 2.5
 * times the slowest at 4,000 (about 2 when the work is linear, 4 were it quadratic), placing the
 * changes of any crafted reply within 50 ms (the same ratio), and a bystander answered within a
 * second while crafted drafts are in flight. The claim reading on its own: a p50 of at most 3 ms
 * at 8,000 characters over the crafted drafts, linear too.
 */
export const goals = {
  worst8000Ms: 100,
  ratio: 2.5,
  placingMs: 50,
  bystanderMs: 1_000,
  claimsP50Ms: 3,
};

export function adversarialRows(pipeline: PipelineFigures, bystander: BystanderFigures): Row[] {
  const worst = pipeline.worst8000;
  const { placing } = pipeline;
  const statuses = Object.entries(bystander.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const onlyAnswered = Object.keys(bystander.statuses).every((status) => status === '200');
  const bystanderWorst = Math.max(...bystander.bystanderMs);
  return [
    judged(
      `whole pipeline, worst of ${pipeline.drafts} crafted drafts × ${pipeline.styles} styles at 8,000 characters (median of ${pipeline.repeats})`,
      `${ms(worst.ms8000)} (${worst.draft}, style ${worst.style})`,
      `≤ ${goals.worst8000Ms} ms`,
      worst.ms8000 <= goals.worst8000Ms,
    ),
    judged(
      '↳ worst case at 8,000 characters over worst case at 4,000',
      `${formatDecimal(pipeline.ratio)} (${ms(worst.ms8000)} / ${ms(pipeline.worst4000.ms4000)})`,
      `≤ ${goals.ratio}`,
      pipeline.ratio <= goals.ratio,
    ),
    info(
      '↳ the reported crafted draft at 8,000 characters, slowest style',
      ms(pipeline.reportedDraft8000Ms),
    ),
    ...claimRows(pipeline.claims),
    judged(
      `placing the changes of a crafted reply, worst of ${pipeline.drafts} drafts × 4 reply shapes at 8,000 characters`,
      `${ms(placing.worst8000.ms8000)} (${placing.worst8000.draft}, reply ${placing.worst8000.reply})`,
      `≤ ${goals.placingMs} ms`,
      placing.worst8000.ms8000 <= goals.placingMs,
    ),
    judged(
      '↳ worst case at 8,000 characters over worst case at 4,000',
      `${formatDecimal(placing.ratio)} (${ms(placing.worst8000.ms8000)} / ${ms(placing.worst4000.ms4000)})`,
      `≤ ${goals.ratio}`,
      placing.ratio <= goals.ratio,
    ),
    judged(
      `stack: a bystander's one-line message while three crafted drafts (${bystander.craftedCharacters} characters) are in flight, worst of ${bystander.rounds}`,
      `${ms(bystanderWorst)} (p50 ${ms(median(bystander.bystanderMs))}); ${statuses}`,
      `< ${formatDecimal(goals.bystanderMs)} ms, all answered`,
      bystanderWorst < goals.bystanderMs && onlyAnswered,
    ),
    info(
      '↳ stack: each crafted draft, three at once / alone, p50 / max',
      `${ms(median(bystander.craftedMs))} / ${ms(Math.max(...bystander.craftedMs))}; alone ${ms(median(bystander.aloneMs))} / ${ms(Math.max(...bystander.aloneMs))}`,
    ),
  ];
}

function claimRows(claims: PipelineFigures['claims']): Row[] {
  return [
    judged(
      `claim reading alone, p50 over the ${claims.drafts} crafted drafts at 8,000 characters`,
      `${ms(claims.p50At8000Ms)} (worst ${ms(claims.worst8000Ms)}, ${claims.worstDraft})`,
      `≤ ${goals.claimsP50Ms} ms`,
      claims.p50At8000Ms <= goals.claimsP50Ms,
    ),
    judged(
      '↳ its worst draft at 8,000 characters over the same at 4,000',
      formatDecimal(claims.ratio),
      `≤ ${goals.ratio}`,
      claims.ratio <= goals.ratio,
    ),
  ];
}
