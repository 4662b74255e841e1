import type { SqlTransaction, StackDatabase } from '../../local-supabase/database/stack-database';

/** One connection inside a transaction that is always rolled back: a case leaves nothing behind. */
export interface SqlSession {
  /**
   * One statement as the current role. Each is atomic on its own (a savepoint), as it would be
   * through the API, so a refused statement leaves the session usable for the next.
   */
  query<Row>(sql: string, parameters?: unknown[]): Promise<Row[]>;
  /**
   * Runs the next statements as `role` with these JWT claims, as PostgREST does per request (and
   * Auth for its hook); `postgres` goes back to the superuser that owns the migrations.
   */
  actAs(role: ApiRole | 'postgres', claims?: Record<string, unknown>): Promise<void>;
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role' | 'supabase_auth_admin';

/** Two users the cases act for; each case inserts them into auth.users itself. */
export const ada = '5f0c2a4e-1b7d-4a3e-9c55-2d8e7f6a1b90';
export const grace = '0a4e9d1c-7f3b-4c1e-8a2d-6b5c4d3e2f10';

/** Runs `work` in a session on `database`, then rolls everything back, whatever happened. */
export async function inRolledBackSession<Result>(
  database: StackDatabase,
  work: (session: SqlSession) => Promise<Result>,
): Promise<Result> {
  return database.transaction(async (transaction) => {
    try {
      return await work(sessionOver(transaction));
    } finally {
      await transaction.rollback();
    }
  });
}

function sessionOver(transaction: SqlTransaction): SqlSession {
  // Per-claim settings of the previous actAs, emptied so no claim outlives its role.
  let claimSettings: string[] = [];
  return {
    async query<Row>(sql: string, parameters: unknown[] = []) {
      await transaction.exec('savepoint contract_statement');
      try {
        const result = await transaction.query<Row>(sql, parameters);
        await transaction.exec('release savepoint contract_statement');
        return result.rows;
      } catch (error) {
        await transaction.exec('rollback to savepoint contract_statement');
        throw error;
      }
    },
    async actAs(role, claims = {}) {
      await transaction.exec(role === 'postgres' ? 'reset role' : `set local role ${role}`);
      // PostgREST sets request.jwt.claims; @supabase/lite (like PostgREST before v9) sets one
      // request.jwt.claim.<name> per claim, and its auth.uid() reads those. Both, so either works.
      const settings = new Map(claimSettings.map((name) => [name, '']));
      settings.set('request.jwt.claims', JSON.stringify(claims));
      for (const [name, value] of Object.entries(claims)) {
        settings.set(
          `request.jwt.claim.${name}`,
          typeof value === 'string' ? value : JSON.stringify(value),
        );
      }
      claimSettings = Object.keys(claims).map((name) => `request.jwt.claim.${name}`);
      for (const [name, value] of settings) {
        await transaction.query('select set_config($1, $2, true)', [name, value]);
      }
    },
  };
}

/** `has_table_privilege(role, target, kind)` and friends, read as the superuser. */
export async function hasPrivilege(
  session: SqlSession,
  check: 'has_table_privilege' | 'has_function_privilege',
  options: { role: string; target: string; kind: string },
): Promise<boolean | undefined> {
  const [row] = await session.query<{ allowed: boolean }>(
    `select ${check}($1, $2, $3) as allowed`,
    [options.role, options.target, options.kind],
  );
  return row?.allowed;
}

/** Adds users to auth.users, as Auth would on sign-up (the foreign keys of our tables need them). */
export async function addUsers(session: SqlSession, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await session.query('insert into auth.users (id, email) values ($1, $2)', [
      id,
      `${id.slice(0, 8)}@sql-contract.example.org`,
    ]);
  }
}
