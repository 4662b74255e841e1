import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { HookTarget } from '../config/hook-uri';
import type { StackDatabase } from '../database/stack-database';

/** The would-be user, as hosted Auth describes it to the hook (not yet inserted). */
export interface PendingUser {
  email: string;
  userMetadata: Record<string, unknown>;
  ipAddress: string | null;
}

export type HookVerdict =
  { allowed: true } | { allowed: false; status: number; code: string; message: string };

// Hosted Auth runs pg-function hooks with a 2 s statement timeout.
const hookTimeoutMs = 2000;

const hookOutputSchema = z.looseObject({
  error: z
    .looseObject({ http_code: z.number().int().optional(), message: z.string().optional() })
    .optional(),
});

/**
 * Calls the `before_user_created` SQL function the way hosted Auth does: same event JSON, as
 * `supabase_auth_admin`, inside a transaction with a 2 s statement timeout. A returned
 * `{ error: { http_code, message } }` refuses the user with that status.
 */
export async function runBeforeUserCreatedHook(
  database: StackDatabase,
  { hook, user }: { hook: HookTarget; user: PendingUser },
): Promise<HookVerdict> {
  const event = hookEvent(user);
  let output: unknown;
  try {
    output = await withTimeout(callHookFunction(database, hook, event), hookTimeoutMs);
  } catch {
    return hookFailure(hook);
  }
  const parsed = hookOutputSchema.safeParse(output ?? {});
  if (!parsed.success) return hookFailure(hook);
  const message = parsed.data.error?.message;
  if (!message) return { allowed: true };
  const status = parsed.data.error?.http_code ?? 500;
  return {
    allowed: false,
    status,
    code: status >= 500 ? 'unexpected_failure' : 'unknown',
    message,
  };
}

function hookEvent(user: PendingUser) {
  const zeroTime = '0001-01-01T00:00:00Z';
  return {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'before-user-created',
      ip_address: user.ipAddress ?? '',
    },
    user: {
      id: randomUUID(),
      aud: 'authenticated',
      role: '',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: user.userMetadata,
      identities: [],
      created_at: zeroTime,
      updated_at: zeroTime,
      is_anonymous: false,
    },
  };
}

async function callHookFunction(
  database: StackDatabase,
  hook: HookTarget,
  event: unknown,
): Promise<unknown> {
  return database.transaction(async (transaction) => {
    await transaction.exec('set local role supabase_auth_admin');
    await transaction.exec(`set local statement_timeout = '${hookTimeoutMs}'`);
    const result = await transaction.query<{ output: unknown }>(
      `select "${hook.schema}"."${hook.functionName}"($1::jsonb) as output`,
      [JSON.stringify(event)],
    );
    return result.rows[0]?.output;
  });
}

function hookFailure(hook: HookTarget): HookVerdict {
  return {
    allowed: false,
    status: 500,
    code: 'unexpected_failure',
    message: `Error running hook URI: ${hook.uri}`,
  };
}

// PGlite cannot interrupt a running statement, so the caller stops waiting instead.
function withTimeout<Result>(work: Promise<Result>, milliseconds: number): Promise<Result> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('hook timed out')), milliseconds);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
