import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { UsageError } from './allowlist-arguments';

/** Which project the tool talks to, and with which key. */
export const allowlistTargetSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  secretKey: z.string().min(1),
});
export type AllowlistTarget = z.infer<typeof allowlistTargetSchema>;

/**
 * SUPABASE_URL and SUPABASE_SECRET_KEY from the environment win; otherwise the same files Vite
 * reads in development (.env.development.local over .env.development), so with no setup at all
 * the tool talks to the local stack, and with a hosted project's values it talks to production.
 */
export async function resolveAllowlistTarget(
  projectRoot: string,
  environment: NodeJS.ProcessEnv,
): Promise<AllowlistTarget> {
  const local = await readEnvFile(path.join(projectRoot, '.env.development.local'));
  const shared = await readEnvFile(path.join(projectRoot, '.env.development'));
  const url =
    environment.SUPABASE_URL ??
    local.SUPABASE_URL ??
    shared.SUPABASE_URL ??
    local.VITE_SUPABASE_URL ??
    shared.VITE_SUPABASE_URL;
  const secretKey =
    environment.SUPABASE_SECRET_KEY ?? local.SUPABASE_SECRET_KEY ?? shared.SUPABASE_SECRET_KEY;
  const result = allowlistTargetSchema.safeParse({ url, secretKey });
  if (!result.success) {
    const missing = !url ? 'SUPABASE_URL' : !secretKey ? 'SUPABASE_SECRET_KEY' : null;
    throw new UsageError(
      missing
        ? `${missing} is not set (in the environment or .env.development).`
        : `SUPABASE_URL "${url}" is not an http(s) URL.`,
    );
  }
  return { url: result.data.url.replace(/\/+$/, ''), secretKey: result.data.secretKey };
}

async function readEnvFile(filePath: string): Promise<Record<string, string | undefined>> {
  try {
    return parseEnv(await readFile(filePath, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}
