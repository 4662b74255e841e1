import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StackDatabase } from '../../local-supabase/database/stack-database';
import { describeSqlContract } from '../sql-contract/sql-contract';
import { wrapPgPool } from './server/pg-stack-database';
import { connectionConfig, createTestPool } from './server/postgres-endpoint';

const endpoint = inject('postgres');
let pool: pg.Pool;
let database: StackDatabase;

beforeAll(() => {
  pool = createTestPool({ ...connectionConfig(endpoint, 'postgres'), max: 4 });
  database = wrapPgPool(pool);
});

afterAll(async () => {
  await pool?.end();
});

describe('the server', () => {
  it('is a real PostgreSQL server of a major version hosted projects run (15 or 17)', async () => {
    const [row] = await database.query<{ version: string }>('select version()');
    expect(row?.version).toMatch(/^PostgreSQL (15|17)\./);
    expect([15, 17]).toContain(endpoint.majorVersion);
  });
});

// The same cases run on PGlite in local-supabase/contract/migrations-sql.contract.test.ts.
describeSqlContract(() => database);
