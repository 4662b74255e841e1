import { z } from 'zod';

/** One request of the hostile run: which endpoint, why it was sent, and the status it got. */
export const outcomeRecordSchema = z.object({
  endpoint: z.string().min(1),
  kind: z.enum(['attack', 'property', 'follow-up']),
  status: z.number().int(),
});
export type OutcomeRecord = z.infer<typeof outcomeRecordSchema>;
export type OutcomeKind = OutcomeRecord['kind'];

/** Counts by endpoint and kind, then by status: the figures the closing note reports. */
export interface OutcomeSummary {
  statuses: number[];
  rows: Array<{
    endpoint: string;
    kind: OutcomeKind;
    byStatus: Record<number, number>;
    total: number;
  }>;
  totals: Record<OutcomeKind, number>;
  fiveHundreds: number;
}

const kindOrder: OutcomeKind[] = ['attack', 'property', 'follow-up'];

export function summariseOutcomes(records: readonly OutcomeRecord[]): OutcomeSummary {
  const rows = new Map<string, OutcomeSummary['rows'][number]>();
  const totals: Record<OutcomeKind, number> = { attack: 0, property: 0, 'follow-up': 0 };
  const statuses = new Set<number>();
  for (const { endpoint, kind, status } of records) {
    const key = `${endpoint}\u0000${kind}`;
    const row = rows.get(key) ?? { endpoint, kind, byStatus: {}, total: 0 };
    row.byStatus[status] = (row.byStatus[status] ?? 0) + 1;
    row.total += 1;
    rows.set(key, row);
    totals[kind] += 1;
    statuses.add(status);
  }
  const sorted = [...rows.values()].sort(
    (left, right) =>
      left.endpoint.localeCompare(right.endpoint) ||
      kindOrder.indexOf(left.kind) - kindOrder.indexOf(right.kind),
  );
  return {
    statuses: [...statuses].sort((left, right) => left - right),
    rows: sorted,
    totals,
    fiveHundreds: records.filter((record) => record.status >= 500).length,
  };
}

/** The summary as a plain-text table, one row per endpoint and kind, one column per status. */
export function formatOutcomeSummary(summary: OutcomeSummary): string {
  const header = ['endpoint', 'kind', ...summary.statuses.map(String), 'total'];
  const body = summary.rows.map((row) => [
    row.endpoint,
    row.kind,
    ...summary.statuses.map((status) => String(row.byStatus[status] ?? '·')),
    String(row.total),
  ]);
  const columnTotals = summary.statuses.map((status) =>
    String(summary.rows.reduce((sum, row) => sum + (row.byStatus[status] ?? 0), 0)),
  );
  const all = summary.rows.reduce((sum, row) => sum + row.total, 0);
  const footer = ['all endpoints', '', ...columnTotals, String(all)];
  const table = [header, ...body, footer];
  const widths = header.map((_, column) =>
    Math.max(...table.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const { attack, property } = summary.totals;
  return [
    `Hostile input: ${attack} attack cases, ${property} property runs, ` +
      `${summary.totals['follow-up']} follow-up requests, ${summary.fiveHundreds} answered 5xx`,
    line(header),
    ...body.map(line),
    line(footer),
  ].join('\n');
}
