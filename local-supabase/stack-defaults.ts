/**
 * The Supabase CLI's public local defaults (`supabase start`). They are valid only on loopback
 * and are already public in the CLI's source, so committing them leaks nothing; the app never
 * hard-codes them (it reads `.env.development`).
 */
export const localKeys = {
  publishableKey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
  secretKey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
} as const;

/** Same ports as `supabase start`, so the app and tests cannot tell which one is running. */
export const defaultPorts = { api: 54321, mail: 54324 } as const;

export const loopbackHost = '127.0.0.1';

/** Where the embedded database lives between runs (git-ignored). */
export const defaultDataFolder = '.local-supabase/data';
