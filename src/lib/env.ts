/** The only configuration the browser receives: where the backend is and its public key. */
export interface ClientEnv {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_PUBLISHABLE_KEY: string;
}

function readUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Validates the Vite environment once at start-up so a misconfigured build fails loudly with the
 * name of the bad variable, instead of as an opaque network error on the first sign-in.
 * Hand-written rather than zod on purpose: this runs on `/`, and zod would cost the landing
 * bundle ~15 KB gzip for two fields (zod validates every other edge).
 */
export function readClientEnv(source: Record<string, unknown>): ClientEnv {
  const problems: string[] = [];
  const url = readUrl(source.VITE_SUPABASE_URL);
  if (!url) problems.push('VITE_SUPABASE_URL must be an http(s) URL');
  const key = source.VITE_SUPABASE_PUBLISHABLE_KEY;
  const trimmedKey = typeof key === 'string' ? key.trim() : '';
  if (!trimmedKey) problems.push('VITE_SUPABASE_PUBLISHABLE_KEY must be a non-empty string');
  if (!url || problems.length > 0) {
    throw new Error(`Invalid client environment: ${problems.join('; ')}`);
  }
  return { VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: trimmedKey };
}
