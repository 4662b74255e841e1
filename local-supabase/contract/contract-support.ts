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

/** Opens an e-mail link like a browser would, without following the final redirect. */
export async function openEmailLink(
  link: string,
): Promise<{ status: number; target: string; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const hashIndex = location.indexOf('#');
  return {
    status: response.status,
    target: hashIndex >= 0 ? location.slice(0, hashIndex) : location,
    fragment: new URLSearchParams(hashIndex >= 0 ? location.slice(hashIndex + 1) : ''),
  };
}
