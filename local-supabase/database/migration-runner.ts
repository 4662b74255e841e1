import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { splitSqlStatements } from '@supabase/lite';
import { readMigrationFiles, type MigrationFile } from './migration-files';
import type { StackDatabase } from './stack-database';

export interface MigrationOptions {
  migrationsFolder: string;
  /** Seed files, applied once, right after the migrations of a brand-new database. */
  seedFiles: string[];
}

export interface MigrationReport {
  applied: string[];
  seeded: string[];
}

/** A migration or seed file that Postgres refused; the message names the file. */
export class MigrationError extends Error {
  constructor(filePath: string, cause: unknown) {
    super(`${path.basename(filePath)} failed: ${(cause as Error).message}`, { cause });
    this.name = 'MigrationError';
  }
}

// The Supabase CLI's history table; hosted `supabase db push` keeps the same one.
const historyTableSql = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
`;

/**
 * Applies, in version order, every migration not yet recorded in
 * `supabase_migrations.schema_migrations`, each in its own transaction together with its history
 * row; on a database that had none, then applies the seed files.
 */
export async function applyMigrations(
  database: StackDatabase,
  options: MigrationOptions,
): Promise<MigrationReport> {
  await database.exec(historyTableSql);
  const recorded = await database.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const appliedBefore = new Set(recorded.map((row) => row.version));
  const pending = (await readMigrationFiles(options.migrationsFolder)).filter(
    (file) => !appliedBefore.has(file.version),
  );
  for (const file of pending) await applyOne(database, file);

  const seeded: string[] = [];
  if (appliedBefore.size === 0) {
    for (const seedFile of options.seedFiles) {
      if (await applySeed(database, seedFile)) seeded.push(path.basename(seedFile));
    }
  }
  return { applied: pending.map((file) => `${file.version}_${file.name}`), seeded };
}

async function applyOne(database: StackDatabase, file: MigrationFile): Promise<void> {
  try {
    await database.transaction(async (transaction) => {
      await transaction.exec(file.sql);
      await transaction.query(
        `insert into supabase_migrations.schema_migrations (version, name, statements)
         values ($1, $2, $3)`,
        [file.version, file.name, splitSqlStatements(file.sql)],
      );
    });
  } catch (error) {
    throw new MigrationError(file.path, error);
  }
}

async function applySeed(database: StackDatabase, seedFile: string): Promise<boolean> {
  let sql: string;
  try {
    sql = await readFile(seedFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    await database.transaction((transaction) => transaction.exec(sql));
  } catch (error) {
    throw new MigrationError(seedFile, error);
  }
  return true;
}
