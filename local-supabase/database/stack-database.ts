import type { PGlite } from '@electric-sql/pglite';

/**
 * The part of a transaction the stack uses. PGlite's `Transaction` has it; so does a client of a
 * real PostgreSQL server (tests/postgres), which lets the same migrator and SQL tests run on both.
 */
export interface SqlTransaction {
  query<Row>(sql: string, parameters?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs several statements, e.g. a migration file. */
  exec(sql: string): Promise<unknown>;
  /** Ends the transaction without committing anything; `transaction` still returns `work`'s result. */
  rollback(): Promise<void>;
}

/** Direct SQL access to the embedded Postgres, as its superuser (tests, migrations, the hook). */
export interface StackDatabase {
  query<Row>(sql: string, parameters?: unknown[]): Promise<Row[]>;
  /** Runs several statements, e.g. a migration file. */
  exec(sql: string): Promise<void>;
  /** One transaction; PGlite runs it alone, so `set local` settings cannot leak to other work. */
  transaction<Result>(work: (transaction: SqlTransaction) => Promise<Result>): Promise<Result>;
}

export function wrapPglite(pglite: PGlite): StackDatabase {
  return {
    async query<Row>(sql: string, parameters: unknown[] = []) {
      const result = await pglite.query<Row>(sql, parameters);
      return result.rows;
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    transaction: (work) => pglite.transaction(work),
  };
}
