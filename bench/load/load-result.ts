import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { loadFiguresSchema, type LoadFigures } from './load-figures';
import { checkLoadGoals } from './load-goals';
import { quotaOrderSchema } from './quota-order-phase';
import { formatColumns, formatCount, formatDecimal } from './text-table';

/** bench/results/load.json (or load-quick.json): how the run was set up, its figures and goals. */
export const loadBenchResultSchema = z.object({
  measuredAt: z.iso.datetime(),
  quick: z.boolean(),
  machine: z.object({ cpus: z.number(), cpuModel: z.string(), node: z.string() }),
  /** 1-minute load average before and after the timed windows: is the machine quiet? */
  loadAverage: z.object({ before: z.number(), after: z.number() }),
  setup: z.object({
    users: z.number().int(),
    /** Sign-up and confirmation of every user, before any timed window. */
    signUpSeconds: z.number(),
    vendorLatencyMs: z.number(),
    requestTimeoutSeconds: z.number(),
  }),
  goals: z.object({ lost: z.number(), serverErrors: z.number(), routeP99Ms: z.number() }),
  route: loadFiguresSchema.extend({
    /** Calls the mock vendor received during the route phase (hedges included). */
    vendorCalls: z.number().int(),
  }),
  emailCheck: loadFiguresSchema,
  /** The route at one connection, quota check first vs alongside; saved since issue 14. */
  quotaOrder: quotaOrderSchema.optional(),
});
export type LoadBenchResult = z.infer<typeof loadBenchResultSchema>;

export function loadResultFileName(quick: boolean): string {
  return quick ? 'load-quick.json' : 'load.json';
}

export async function saveLoadResult(result: LoadBenchResult, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, loadResultFileName(result.quick));
  await writeFile(file, `${JSON.stringify(loadBenchResultSchema.parse(result), null, 2)}\n`);
  return file;
}

/** The goal table, then one detail row per phase, then the route's server-side split. */
export function formatLoadReport(result: LoadBenchResult): string {
  const checks = checkLoadGoals(result, result.goals);
  const phases: Array<[string, LoadFigures]> = [
    ['route', result.route],
    ['is_email_allowed', result.emailCheck],
    ...(result.quotaOrder
      ? ([
          ['route, quota first', result.quotaOrder.first],
          ['route, quota alongside', result.quotaOrder.concurrent],
        ] as Array<[string, LoadFigures]>)
      : []),
  ];
  return [
    `bench:load${result.quick ? ' (quick)' : ''}: ${result.setup.users} users, mock vendor at ${result.setup.vendorLatencyMs} ms, ${result.machine.cpus} cores, load average ${result.loadAverage.before} → ${result.loadAverage.after}`,
    '',
    formatColumns([
      ['measure', 'figure', 'goal', 'verdict'],
      ...checks.map((check) => [check.measure, check.figure, check.goal, check.verdict]),
    ]),
    '',
    formatColumns([
      [
        'phase',
        'conns',
        'window s',
        'sent',
        'answered',
        'lost',
        'by status',
        'unanswered',
        'req/s',
        'p50',
        'p90',
        'p99',
        'max ms',
      ],
      ...phases.map(([name, figures]) => detailRow(name, figures)),
    ]),
    '',
    `route server timing (ms, p50 / p99): ${Object.entries(result.route.serverTimingMs)
      .map(
        ([phase, figures]) =>
          `${phase} ${formatDecimal(figures.p50)} / ${formatDecimal(figures.p99)}`,
      )
      .join(', ')}; vendor calls ${formatCount(result.route.vendorCalls)}`,
  ].join('\n');
}

function detailRow(name: string, figures: LoadFigures): string[] {
  const statuses = Object.entries(figures.statusCounts)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const unanswered = Object.entries({
    ...figures.transportErrorCodes,
    ...(figures.timeouts > 0 ? { timeout: figures.timeouts } : {}),
  })
    .map(([reason, count]) => `${reason}×${count}`)
    .join(' ');
  return [
    name,
    String(figures.connections),
    String(figures.windowSeconds),
    formatCount(figures.sent),
    formatCount(figures.answered),
    formatCount(figures.lost),
    statuses || '—',
    unanswered || '—',
    formatDecimal(figures.requestsPerSecond),
    formatDecimal(figures.latencyMs.p50),
    formatDecimal(figures.latencyMs.p90),
    formatDecimal(figures.latencyMs.p99),
    formatDecimal(figures.latencyMs.max),
  ];
}
