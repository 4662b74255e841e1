import { insertRow, type SupabaseAccess } from './supabase-rest.ts';

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
}

export function createUsageRecorder(access: SupabaseAccess) {
  return (event: UsageEvent): Promise<void> =>
    insertRow(access, 'usage_events', {
      row: {
        user_id: event.userId,
        vendor: event.vendor,
        model: event.model,
        latency_ms: Math.round(event.latencyMs),
        input_tokens: event.inputTokens ?? null,
        output_tokens: event.outputTokens ?? null,
        outcome: event.outcome,
        request_id: event.requestId,
      },
    });
}
