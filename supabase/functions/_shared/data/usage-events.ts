import type { WithheldCounts } from '../privacy/privacy-vault.ts';
import { type Clock, systemClock } from '../clock/clock.ts';
import { insertRows, type SupabaseAccess } from './supabase-rest.ts';
import { createBatcher } from './usage-batch.ts';

/** One row of `usage_events`, written after the response has gone. */
export interface UsageEvent {
  userId: string;
  vendor: string;
  model: string;
  latencyMs: number;
  inputTokens: number | undefined;
  outputTokens: number | undefined;
  outcome: 'ok' | 'fallback' | 'failed';
  requestId: string;
  /** What the privacy shield kept from the vendors, counted by kind (never a value). */
  withheld?: WithheldCounts;
  /**
   * Vendor replies the judge refused, counted by its reason (`facts_lost`, `claims_overstated`
   * …; never a word of a reply). Absent when none was refused.
   */
  rejections?: Readonly<Record<string, number>>;
}

/** A `usage_events` row as PostgREST takes it. */
export type UsageRow = ReturnType<typeof toUsageRow>;

/**
 * `created_at` is set when the row is queued, right after the response, so batching does not
 * move a message's time to when its batch happened to be written.
 */
export const toUsageRow = (event: UsageEvent, recordedAt: Date) => ({
  user_id: event.userId,
  created_at: recordedAt.toISOString(),
  vendor: event.vendor,
  model: event.model,
  latency_ms: Math.round(event.latencyMs),
  input_tokens: event.inputTokens ?? null,
  output_tokens: event.outputTokens ?? null,
  outcome: event.outcome,
  request_id: event.requestId,
  withheld: event.withheld ?? null,
  rejections: event.rejections ?? null,
});

/** Longest a usage insert may take before its batch is given up. */
const insertTimeoutMs = 10_000;

/** What a failed batch may log: how many rows were lost, and for which requests. */
export interface UsageWriteFailure {
  error: unknown;
  requestIds: string[];
}

/**
 * Records usage rows in batches: one multi-row insert per 50 rows or 250 ms, whichever comes
 * first. The promise of each call settles when the insert carrying its row is done (it never
 * rejects; a failed batch goes to `onFailure` and is dropped).
 */
export function createUsageRecorder(
  access: SupabaseAccess,
  options: {
    onFailure: (failure: UsageWriteFailure) => void;
    clock?: Clock;
    now?: () => Date;
  },
): (event: UsageEvent) => Promise<void> {
  const now = options.now ?? (() => new Date());
  const clock = options.clock ?? systemClock;
  /**
   * One insert within `insertTimeoutMs`, whose timer ends with it: an AbortSignal.timeout per
   * batch stayed armed for 10 s after every insert and then fired, building an error nobody
   * read, at a moment that could fall on another request's critical path.
   */
  const insertWithin = async (rows: readonly UsageRow[]) => {
    const limit = new AbortController();
    const cancel = clock.schedule(
      () => limit.abort(new DOMException('usage insert timed out', 'TimeoutError')),
      insertTimeoutMs,
    );
    try {
      await insertRows(access, 'usage_events', { rows, signal: limit.signal });
    } finally {
      cancel();
    }
  };
  const batcher = createBatcher<UsageRow>(insertWithin, {
    clock,
    onFailure: ({ error, rows }) =>
      options.onFailure({
        error,
        requestIds: rows.map((row) => row.request_id),
      }),
  });
  return (event) => batcher.add(toUsageRow(event, now()));
}
