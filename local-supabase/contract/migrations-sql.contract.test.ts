import { describeSqlContract } from '../../tests/sql-contract/sql-contract';
import { migratedDatabaseForThisFile } from './migrated-test-database';

// The stack's own database: PGlite with lite's auth schema, the hosted roles and the migrations.
const database = migratedDatabaseForThisFile();

// The same cases run on a real PostgreSQL server in tests/postgres/migrations-sql.postgres.test.ts.
describeSqlContract(() => database);
