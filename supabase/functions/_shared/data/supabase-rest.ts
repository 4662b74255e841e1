import { type AuthUser, readAuthUser } from '../auth/caller-verification.ts';
import { isOptionalString, isRecord } from '../env/plain-values.ts';

/** Where the function reaches its own project, and with which keys. */
export interface SupabaseAccess {
  url: string;
  /** Publishable (or legacy anon) key: what the browser would send. */
  publicKey: string;
  /** Secret (or legacy service_role) key: server-side only, never returned. */
  secretKey: string;
  fetch: typeof fetch;
}

/** Thrown when Auth or PostgREST answers unexpectedly; the handler logs it and returns a 500. */
export class SupabaseRestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SupabaseRestError';
  }
}

/** PostgREST's error body, as far as a log may quote it. */
function readPostgrestError(value: unknown): { code?: string; message: string } | undefined {
  if (!isRecord(value) || typeof value.message !== 'string' || !isOptionalString(value.code)) {
    return undefined;
  }
  return { code: value.code, message: value.message };
}

/**
 * What a failed PostgREST call may put in a log: its status, error code and a short message,
 * never its `details` (which can quote row values) nor a raw body.
 */
async function describeFailure(response: Response): Promise<string> {
  const raw = await response.text();
  let parsed: ReturnType<typeof readPostgrestError>;
  try {
    parsed = readPostgrestError(JSON.parse(raw));
  } catch {
    parsed = undefined;
  }
  if (!parsed) return `status ${response.status}`;
  const message =
    parsed.message.length > 160 ? `${parsed.message.slice(0, 157)}...` : parsed.message;
  return `status ${response.status}${parsed.code ? ` ${parsed.code}` : ''}: ${message}`;
}

function headers(apiKey: string, bearer: string): Record<string, string> {
  return { apikey: apiKey, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' };
}

/** `GET /auth/v1/user`: what `supabase.auth.getUser(jwt)` does, without building a client. */
export async function fetchAuthUser(
  access: SupabaseAccess,
  accessToken: string,
): Promise<AuthUser | undefined> {
  const response = await access.fetch(`${access.url}/auth/v1/user`, {
    headers: headers(access.publicKey, accessToken),
  });
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.ok) throw new SupabaseRestError(`auth user lookup failed`, response.status);
  return readAuthUser(await response.json());
}

/**
 * Calls a Postgres function through PostgREST and validates its JSON answer with `read` (a
 * schema's `parse`, or a plain check on the caller-check path), which throws on a wrong shape.
 */
export async function callRpc<T>(
  access: SupabaseAccess,
  name: string,
  options: { args: Record<string, unknown>; read: (answer: unknown) => T; asCaller?: string },
): Promise<T> {
  const apiKey = options.asCaller ? access.publicKey : access.secretKey;
  const response = await access.fetch(`${access.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: headers(apiKey, options.asCaller ?? access.secretKey),
    body: JSON.stringify(options.args),
  });
  if (!response.ok) {
    throw new SupabaseRestError(
      `rpc ${name} failed: ${await describeFailure(response)}`,
      response.status,
    );
  }
  return options.read(await response.json());
}

/**
 * Inserts rows with the secret key in one request (PostgREST takes a JSON array as a multi-row
 * insert, all or nothing), asking for no body back.
 */
export async function insertRows(
  access: SupabaseAccess,
  table: string,
  options: { rows: readonly Record<string, unknown>[]; signal?: AbortSignal },
): Promise<void> {
  const response = await access.fetch(`${access.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: { ...headers(access.secretKey, access.secretKey), Prefer: 'return=minimal' },
    body: JSON.stringify(options.rows),
    signal: options.signal,
  });
  if (!response.ok) {
    throw new SupabaseRestError(
      `insert into ${table} failed: ${await describeFailure(response)}`,
      response.status,
    );
  }
  await response.body?.cancel();
}
