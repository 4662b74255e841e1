import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One `supabase/migrations/<version>_<name>.sql` file. */
export interface MigrationFile {
  version: string;
  name: string;
  path: string;
  sql: string;
}

// The Supabase CLI's own file pattern; anything else in the folder is not a migration.
const migrationFilePattern = /^([0-9]+)_(.*)\.sql$/;

/** Every migration in the folder, oldest first (by version, as the CLI orders them). */
export async function readMigrationFiles(folder: string): Promise<MigrationFile[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: MigrationFile[] = [];
  for (const fileName of names) {
    const match = migrationFilePattern.exec(fileName);
    if (!match) continue;
    const filePath = path.join(folder, fileName);
    files.push({
      version: match[1] ?? '',
      name: match[2] ?? '',
      path: filePath,
      sql: await readFile(filePath, 'utf8'),
    });
  }
  return files.sort((left, right) => compareVersions(left.version, right.version));
}

function compareVersions(left: string, right: string): number {
  if (left.length !== right.length) return left.length - right.length;
  return left < right ? -1 : left > right ? 1 : 0;
}
