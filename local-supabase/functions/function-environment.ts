import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { localKeys } from '../stack-defaults';

export interface FunctionEnvironmentOptions {
  apiUrl: string;
  functionsFolder: string;
  /** The environment of the process that runs the stack. */
  processEnvironment: NodeJS.ProcessEnv;
  /** Set by the caller (tests); wins over everything but the platform variables. */
  extra?: Record<string, string>;
}

/**
 * What every function sees, as on hosted Supabase: the platform's `SUPABASE_*` variables, then
 * the variables of `supabase/functions/.env`. A name listed in `.env` or `.env.example` and set
 * in the stack's own environment takes that value instead, so `OPENAI_API_KEY=… npm run stack`
 * works without editing a file. Nothing else from the stack's environment leaks in.
 */
export async function buildFunctionEnvironment(
  options: FunctionEnvironmentOptions,
): Promise<Record<string, string>> {
  const fromFile = await readEnvFile(path.join(options.functionsFolder, '.env'));
  const documented = await readEnvFile(path.join(options.functionsFolder, '.env.example'));
  const variables: Record<string, string> = {};
  for (const name of new Set([...Object.keys(documented), ...Object.keys(fromFile)])) {
    if (name.startsWith('SUPABASE_')) continue;
    const value = options.processEnvironment[name] ?? fromFile[name];
    if (value !== undefined) variables[name] = value;
  }
  return { ...variables, ...options.extra, ...platformVariables(options.apiUrl) };
}

/** The variables hosted Supabase (and `supabase start`) gives every function. */
export function platformVariables(apiUrl: string): Record<string, string> {
  const jwks = {
    keys: [{ kty: 'oct', k: Buffer.from(localKeys.jwtSecret).toString('base64url'), alg: 'HS256' }],
  };
  return {
    SUPABASE_URL: apiUrl,
    SUPABASE_ANON_KEY: localKeys.publishableKey,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: localKeys.publishableKey }),
    SUPABASE_SERVICE_ROLE_KEY: localKeys.secretKey,
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: localKeys.secretKey }),
    SUPABASE_JWKS: JSON.stringify(jwks),
  };
}

async function readEnvFile(filePath: string): Promise<Record<string, string>> {
  try {
    return parseEnv(await readFile(filePath, 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`Cannot read ${filePath}: ${(error as Error).message}`, { cause: error });
  }
}
