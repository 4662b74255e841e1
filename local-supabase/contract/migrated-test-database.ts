import { afterAll, beforeAll } from 'vitest';
import type { EmbeddedBackend } from '../database/embedded-backend';
import type { StackDatabase } from '../database/stack-database';
import { openMigratedBackend } from './migrated-database';

/**
 * One fresh migrated database for the test file that calls this: opened before its tests,
 * closed after them. The handle can be taken at the top of the file and used once tests run.
 */
export function migratedDatabaseForThisFile(): StackDatabase {
  let backend: EmbeddedBackend | undefined;
  beforeAll(async () => {
    backend = await openMigratedBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });
  const open = () => {
    if (!backend) throw new Error('the migrated database opens before the first test');
    return backend.database;
  };
  return {
    query: (sql, parameters) => open().query(sql, parameters),
    exec: (sql) => open().exec(sql),
    transaction: (work) => open().transaction(work),
  };
}
