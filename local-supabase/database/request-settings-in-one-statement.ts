import type { PgliteConnection } from '@supabase/lite/pglite';

/*
 * Before each Data API request lite sets the caller's role and claims, and before each RPC the
 * PostgREST request settings, one `select set_config(...)` statement per value: nine statements,
 * on top of BEGIN, the query, the response settings and COMMIT. Every statement is a round of
 * PGlite's extended protocol, so those nine were most of what a trivial request cost. Here each
 * group is one statement setting the same values, transaction-local, in the same order, on the
 * same session (PGlite is one Postgres session; lite's queries reach it one at a time too).
 */

/** The request context lite hands its two setting steps (lite's own private shapes). */
interface JwtContext {
  auth?: { role?: string; uid?: unknown; jwt?: unknown };
  storage?: { operation?: string };
}
interface RpcRequest {
  method: string;
  path: string;
  requestHeaders?: Record<string, string>;
}

type ApplyJwtContext = (executor: unknown, context: JwtContext, setRole: boolean) => Promise<void>;
type ApplyRpcSettings = (executor: unknown, request: RpcRequest) => Promise<void>;

/** The two private steps of lite's Postgres connection this replaces. */
interface SettingSteps {
  applyJwtSessionContext: ApplyJwtContext;
  applyRpcRequestGucs: ApplyRpcSettings;
}

/** Sets each value with `set_config(name, value, true)` in one statement, in the order given. */
async function setLocally(
  connection: PgliteConnection,
  settings: ReadonlyArray<readonly [name: string, value: string]>,
): Promise<void> {
  const calls = settings.map(([name], index) => `set_config('${name}', $${index + 1}, true)`);
  await connection.driver.query(
    `select ${calls.join(', ')}`,
    settings.map(([, value]) => value),
  );
}

/**
 * Makes lite set a request's role, claims and RPC settings in one statement per group. Throws
 * at start-up if lite no longer has the two steps (an upgrade must look at this file again).
 */
export function setRequestSettingsInOneStatement(connection: PgliteConnection): void {
  const steps = connection as unknown as SettingSteps;
  if (
    typeof steps.applyJwtSessionContext !== 'function' ||
    typeof steps.applyRpcRequestGucs !== 'function'
  ) {
    throw new Error('@supabase/lite changed how it sets request settings; see this file');
  }
  const applyJwtContextOneByOne = steps.applyJwtSessionContext.bind(connection);
  steps.applyJwtSessionContext = async (executor, context, setRole) => {
    // `SET LOCAL ROLE` for a custom role needs lite's own identifier quoting: lite's path.
    if (setRole) return applyJwtContextOneByOne(executor, context, setRole);
    const role = context.auth?.role || 'anon';
    const claims = context.auth?.jwt;
    await setLocally(connection, [
      ['role', role],
      ['request.jwt.claim.sub', String(context.auth?.uid ?? '')],
      ['request.jwt.claim.role', role],
      ['storage.operation', String(context.storage?.operation ?? '')],
      ...(claims && typeof claims === 'object'
        ? [['request.jwt.claims', JSON.stringify(claims)] as const]
        : []),
    ]);
  };
  steps.applyRpcRequestGucs = async (_executor, request) => {
    await setLocally(connection, [
      ['response.status', ''],
      ['response.headers', ''],
      ['request.method', request.method],
      ['request.path', request.path],
      ['request.headers', JSON.stringify(request.requestHeaders ?? {})],
    ]);
  };
}
