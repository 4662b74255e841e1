import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The `before_user_created` gate sits where lite inserts into `auth.users`, not in front of the
 * routes that might: whichever route, flags or body encoding led lite there, the insert is stopped
 * unless this request's verdict approved that address. lite inserts the user before any other
 * write of a creating route and before any e-mail, so a stopped creation leaves nothing behind.
 */
export class UserCreationHeld extends Error {
  constructor(readonly email: string) {
    super('user creation held for the before_user_created hook');
    this.name = 'UserCreationHeld';
    // lite prints what its Auth routes throw; one line is enough for this expected stop.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** What one Auth request has let through the gate, and what it held. */
interface GateState {
  approvedEmail: string | null;
  held: UserCreationHeld | null;
}

const requestGate = new AsyncLocalStorage<GateState>();

/** Runs `work` (lite serving one Auth request) with the gate's state for that request. */
export async function throughUserCreationGate<Result>(
  approvedEmail: string | null,
  work: () => Promise<Result>,
): Promise<{ result: Result; held: UserCreationHeld | null }> {
  const state: GateState = { approvedEmail, held: null };
  const result = await requestGate.run(state, work);
  return { result, held: state.held };
}

/** One pass of lite over the request, with `approvedEmail` let through the gate. */
export type GatedPass<Reply> = (
  approvedEmail: string | null,
) => Promise<{ result: Reply; held: UserCreationHeld | null }>;

/**
 * Serves one Auth request through the gate. `expectedEmail` is the address the request names
 * when it is one that may create a user (not yet a user): its verdict is asked first, so lite
 * serves it once, in Auth's order (lite's own validation errors still come before the verdict's
 * refusal, which is used only if lite goes on to create the user). Should lite create anyone
 * else, that creation is held, decided, and the request served again only if approved.
 */
export async function serveThroughUserCreationGate<Reply>(request: {
  expectedEmail: string | null;
  decide(email: string): Promise<Reply | null>;
  pass: GatedPass<Reply>;
  discard(reply: Reply): Promise<void>;
}): Promise<Reply> {
  const refusals = new Map<string, Reply | null>();
  const decide = async (email: string) => {
    if (!refusals.has(email)) refusals.set(email, await request.decide(email));
    return refusals.get(email) ?? null;
  };
  const expected = request.expectedEmail;
  const approved = expected !== null && (await decide(expected)) === null ? expected : null;
  const first = await request.pass(approved);
  if (!first.held) return first.result;
  await request.discard(first.result);
  const refusal = await decide(first.held.email);
  if (refusal !== null) return refusal;
  return (await request.pass(first.held.email)).result;
}

/** The part of a Kysely instance the gate needs (lite's `connection.kysely`). */
interface PluggableQueryBuilder<Builder> {
  withPlugin(plugin: {
    transformQuery<Node>(args: { node: Node }): Node;
    transformResult<Result>(args: { result: Result }): Promise<Result>;
  }): Builder;
}

/**
 * Puts the gate on lite's query builder: every later `insert into auth.users` is checked. One
 * outside an Auth request, or for an address not yet approved in it, is stopped before it
 * reaches the database.
 */
export function gateUserCreation<Builder extends PluggableQueryBuilder<Builder>>(connection: {
  kysely: Builder;
}): void {
  connection.kysely = connection.kysely.withPlugin({
    transformQuery({ node }) {
      const email = insertedUserEmail(node);
      if (email === undefined) return node;
      const state = requestGate.getStore();
      if (state && state.approvedEmail === email) return node;
      const held = new UserCreationHeld(email);
      if (state) state.held = held;
      throw held;
    },
    transformResult: async ({ result }) => result,
  });
}

interface QueryNode {
  kind?: unknown;
  into?: { table?: { schema?: { name?: unknown }; identifier?: { name?: unknown } } };
  columns?: ReadonlyArray<{ column?: { name?: unknown } }>;
  values?: { values?: ReadonlyArray<{ kind?: unknown; values?: ReadonlyArray<unknown> }> };
}

/**
 * The e-mail of the user an `insert into auth.users` would create ('' when it names none, as an
 * OAuth user may not), or undefined for any other query.
 */
export function insertedUserEmail(node: unknown): string | undefined {
  const query = node as QueryNode;
  const table = query.into?.table;
  if (query.kind !== 'InsertQueryNode') return undefined;
  if (table?.schema?.name !== 'auth' || table.identifier?.name !== 'users') return undefined;
  const position = query.columns?.findIndex((column) => column.column?.name === 'email') ?? -1;
  const row = query.values?.values?.[0];
  const value = position < 0 ? undefined : row?.values?.[position];
  const email = row?.kind === 'ValueListNode' ? (value as { value?: unknown })?.value : value;
  return typeof email === 'string' ? email : '';
}

/**
 * lite prints every error its Auth routes throw (`Auth error: …`). A held creation is the gate
 * working, not an error, so it is left out; everything else lite prints is untouched. Returns the
 * function that puts `console.error` back.
 */
export function hideHeldUserCreations(): () => void {
  const original = console.error;
  console.error = (...values: unknown[]) => {
    if (values.some((value) => value instanceof UserCreationHeld)) return;
    original.apply(console, values);
  };
  return () => {
    console.error = original;
  };
}
