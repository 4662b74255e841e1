import { createClient, type PostgrestError } from '@supabase/supabase-js';
import ws from 'ws';
import { z } from 'zod';
import type { AllowlistTarget } from './allowlist-environment';

export const allowlistEntrySchema = z.object({
  entry: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type AllowlistEntry = z.infer<typeof allowlistEntrySchema>;

/** The project could not be reached, or refused the request; the message says what to do. */
export class AllowlistApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AllowlistApiError';
  }
}

export interface AllowlistClient {
  list(): Promise<AllowlistEntry[]>;
  /** False when the entry was already there. */
  add(entry: string, note: string): Promise<boolean>;
  /** False when there was no such entry. */
  remove(entry: string): Promise<boolean>;
}

const table = 'beta_allowlist';

/** Talks to `public.beta_allowlist` through the Data API with the secret (service role) key. */
export function createAllowlistClient(target: AllowlistTarget): AllowlistClient {
  let networkFailure: Error | null = null;
  const client = createClient(target.url, target.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    // A stack that is down should get its answer now, not after several retries.
    db: { retry: false },
    global: {
      fetch: async (input, init) => {
        try {
          return await fetch(input, init);
        } catch (error) {
          networkFailure = error as Error;
          throw error;
        }
      },
    },
  });
  const explain = (error: PostgrestError | null, status: number): AllowlistApiError | null => {
    if (networkFailure) return unreachable(target.url, networkFailure);
    return error ? refused(target.url, error, status) : null;
  };

  return {
    async list() {
      const { data, error, status } = await client
        .from(table)
        .select('entry, note, created_at')
        .order('created_at', { ascending: true })
        .order('entry', { ascending: true });
      const problem = explain(error, status);
      if (problem) throw problem;
      return z.array(allowlistEntrySchema).parse(data);
    },
    async add(entry, note) {
      const { error, status } = await client.from(table).insert({ entry, note });
      if (error?.code === '23505') return false;
      const problem = explain(error, status);
      if (problem) throw problem;
      return true;
    },
    async remove(entry) {
      const { data, error, status } = await client
        .from(table)
        .delete()
        .eq('entry', entry)
        .select('entry');
      const problem = explain(error, status);
      if (problem) throw problem;
      return (data ?? []).length > 0;
    },
  };
}

function unreachable(url: string, failure: Error): AllowlistApiError {
  const { hostname } = new URL(url);
  const local = hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  const reason = (failure.cause as Error | undefined)?.message ?? failure.message;
  return new AllowlistApiError(
    local
      ? `Cannot reach the local Supabase at ${url} (${reason}). Start it with \`npm run stack\`.`
      : `Cannot reach Supabase at ${url} (${reason}).`,
  );
}

function refused(url: string, error: PostgrestError, status: number): AllowlistApiError {
  if (status === 401 || error.code === 'PGRST301') {
    return new AllowlistApiError(
      `${url} refused the key: set SUPABASE_SECRET_KEY to the project's secret key (${error.message}).`,
    );
  }
  if (error.code === '42501') {
    return new AllowlistApiError(
      `This key may not manage the approval list: use the secret (service role) key, not the publishable one.`,
    );
  }
  if (error.code === 'PGRST205' || error.code === '42P01') {
    return new AllowlistApiError(
      `${url} has no approval list table: apply the migrations (\`supabase db push\`).`,
    );
  }
  return new AllowlistApiError(`${url} answered ${status}: ${error.message}`);
}
