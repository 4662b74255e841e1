import type pg from 'pg';
import type {
  SqlTransaction,
  StackDatabase,
} from '../../../local-supabase/database/stack-database';

/**
 * A real server's pool behind the interface the embedded stack's database has, so the stack's
 * migrator and the shared SQL contract run unchanged on both. Each transaction has a connection
 * of its own; everything else takes any free one.
 */
export function wrapPgPool(pool: pg.Pool): StackDatabase {
  return {
    async query<Row>(sql: string, parameters: unknown[] = []) {
      const result = await pool.query(sql, parameters);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<Result>(work: (transaction: SqlTransaction) => Promise<Result>) {
      const client = await pool.connect();
      let open = true;
      // A connection whose rollback failed is in an unknown state: the pool must drop it.
      let broken: Error | undefined;
      const transaction: SqlTransaction = {
        query: async <Row>(sql: string, parameters: unknown[] = []) => {
          const result = await client.query(sql, parameters);
          return { rows: result.rows as Row[] };
        },
        exec: (sql) => client.query(sql),
        rollback: async () => {
          open = false;
          await client.query('rollback');
        },
      };
      try {
        await client.query('begin');
        const result = await work(transaction);
        if (open) await client.query('commit');
        return result;
      } catch (error) {
        if (open) {
          await client.query('rollback').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}
