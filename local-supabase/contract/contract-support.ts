import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';

export const stack = () => inject('contractStack');

/** The unmodified supabase-js, as a browser would use it, minus storage and URL detection. */
export function publicClient(): SupabaseClient {
  const { apiUrl, publishableKey } = stack();
  return createClient(apiUrl, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

/** A server-side client with the secret key (what the allowlist tool uses). */
export function adminClient(): SupabaseClient {
  const { apiUrl, secretKey } = stack();
  return createClient(apiUrl, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

/** A fresh address, so tests never see each other's users or mail. */
export function uniqueEmail(label: string, domain = 'contract.example.edu'): string {
  return `${label}-${randomUUID().slice(0, 8)}@${domain}`;
}

export async function approve(entry: string): Promise<void> {
  const { error } = await adminClient().from('beta_allowlist').insert({ entry, note: 'contract' });
  if (error) throw new Error(`approving ${entry} failed: ${error.message}`);
}

export const appDashboard = 'http://localhost:5173/dashboard';
export const validPassword = 'correct horse 42';
