import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Direct SQL access to the embedded Postgres, as its superuser (tests, migrations, the hook). */
export interface StackDatabase {
  query<Row>(sql: string, parameters?: unknown[]): Promise<Row[]>;
  /** Runs several statements, e.g. a migration file. */
  exec(sql: string): Promise<void>;
  /** One transaction; PGlite runs it alone, so `set local` settings cannot leak to other work. */
  transaction<Result>(work: (transaction: Transaction) => Promise<Result>): Promise<Result>;
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
