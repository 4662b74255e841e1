import type { PgliteConnection } from '@supabase/lite/pglite';
import { beginWithSettings, type Setting } from './begin-with-settings';

/*
 * Before each Data API request lite sets the caller's role and claims, and before each RPC the
 * PostgREST request settings, one `select set_config(...)` statement per value: nine statements,
 * on top of BEGIN, the query, the response settings and COMMIT. Every statement is a round of
 * PGlite's extended protocol, so those nine were most of what a trivial request cost. Here they
 * are one statement setting the same values, transaction-local, in the same order, on the same
 * session (PGlite is one Postgres session; lite's queries reach it one at a time too): for an
 * RPC both groups together, for any other request the role and claims alone.
 */

/** The role and claims an RPC's own step sets with its settings (see `withContext` below). */
const heldForTheRpc = Symbol('role and claims held for the RPC settings');
interface HeldSettings {
  settings: Setting[];
}

/** The request context lite hands its two setting steps (lite's own private shapes). */
interface JwtContext {
  auth?: { role?: string; uid?: unknown; jwt?: unknown };
  storage?: { operation?: string };
  [heldForTheRpc]?: HeldSettings;
}
interface RpcRequest {
  method: string;
  path: string;
  requestHeaders?: Record<string, string>;
  [heldForTheRpc]?: HeldSettings;
}
interface ContextOptions {
  transaction?: unknown;
  rpc?: RpcRequest;
}

type ApplyJwtContext = (executor: unknown, context: JwtContext, setRole: boolean) => Promise<void>;
type ApplyRpcSettings = (executor: unknown, request: RpcRequest) => Promise<void>;
type WithContext = (
  context: JwtContext | undefined,
  work: (executor: unknown) => Promise<unknown>,
  options?: ContextOptions,
) => Promise<unknown>;

/** The private steps of lite's Postgres connection this replaces, and the method that runs them. */
interface SettingSteps {
  applyJwtSessionContext: ApplyJwtContext;
  applyRpcRequestGucs: ApplyRpcSettings;
  withContext: WithContext;
}

/** What lite's JWT step sets (without a custom role's `SET LOCAL ROLE`), in its order. */
function roleAndClaims(context: JwtContext): Setting[] {
  const role = context.auth?.role || 'anon';
  const claims = context.auth?.jwt;
  return [
    ['role', role],
    ['request.jwt.claim.sub', String(context.auth?.uid ?? '')],
    ['request.jwt.claim.role', role],
    ['storage.operation', String(context.storage?.operation ?? '')],
    ...(claims && typeof claims === 'object'
      ? [['request.jwt.claims', JSON.stringify(claims)] as const]
      : []),
  ];
}

/** What lite's RPC step sets, in its order. */
function rpcSettings(request: RpcRequest): Setting[] {
  return [
    ['response.status', ''],
    ['response.headers', ''],
    ['request.method', request.method],
    ['request.path', request.path],
    ['request.headers', JSON.stringify(request.requestHeaders ?? {})],
  ];
}

/**
 * Makes lite set a request's role, claims and RPC settings in one statement, sent with the
 * transaction's BEGIN. Throws at start-up if lite no longer has the steps (an upgrade must look
 * at this file again).
 */
export function setRequestSettingsInOneStatement(connection: PgliteConnection): void {
  const steps = connection as unknown as SettingSteps;
  if (
    typeof steps.applyJwtSessionContext !== 'function' ||
    typeof steps.applyRpcRequestGucs !== 'function' ||
    typeof steps.withContext !== 'function'
  ) {
    throw new Error('@supabase/lite changed how it sets request settings; see this file');
  }
  const setLocally = beginWithSettings(connection.driver);
  const applyJwtContextOneByOne = steps.applyJwtSessionContext.bind(connection);
  const withContext = steps.withContext.bind(connection);
  // An RPC's transaction runs the JWT step and then the RPC step, back to back: the context and
  // the request share one holder, so the JWT step's values wait for the RPC step's statement.
  // (Given an open transaction, lite runs the JWT step alone: nothing is held then.)
  steps.withContext = (context, work, options) => {
    if (!context || !options?.rpc || options.transaction)
      return withContext(context, work, options);
    const held: HeldSettings = { settings: [] };
    return withContext({ ...context, [heldForTheRpc]: held }, work, {
      ...options,
      rpc: { ...options.rpc, [heldForTheRpc]: held },
    });
  };
  steps.applyJwtSessionContext = async (executor, context, setRole) => {
    // `SET LOCAL ROLE` for a custom role needs lite's own identifier quoting: lite's path.
    if (setRole) return applyJwtContextOneByOne(executor, context, setRole);
    const held = context[heldForTheRpc];
    if (held) held.settings = roleAndClaims(context);
    else await setLocally(roleAndClaims(context));
  };
  steps.applyRpcRequestGucs = async (_executor, request) => {
    const held = request[heldForTheRpc]?.settings ?? [];
    await setLocally([...held, ...rpcSettings(request)]);
  };
}
