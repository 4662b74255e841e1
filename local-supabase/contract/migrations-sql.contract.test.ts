import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { describeSqlContract } from '../../tests/sql-contract/sql-contract';
import { loadProjectConfig } from '../config/project-config';
import { openEmbeddedBackend, type EmbeddedBackend } from '../database/embedded-backend';

const supabaseFolder = fileURLToPath(new URL('../../supabase/', import.meta.url));

let backend: EmbeddedBackend;

// The stack's own database: PGlite with lite's auth schema, the hosted roles and the migrations.
beforeAll(async () => {
  const { config } = await loadProjectConfig(`${supabaseFolder}config.toml`);
  backend = await openEmbeddedBackend({
    dataFolder: null,
    auth: config.auth,
    apiUrl: 'http://127.0.0.1:1',
    migrationsFolder: `${supabaseFolder}migrations`,
    seedFiles: [],
    email: { send: async () => {} },
  });
});

afterAll(async () => {
  await backend?.close();
});

// The same cases run on a real PostgreSQL server in tests/postgres/migrations-sql.postgres.test.ts.
describeSqlContract(() => backend.database);
