import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readMigrationFiles } from './migration-files';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('migration files', () => {
  it('orders <version>_<name>.sql files by version and ignores anything else', async () => {
    for (const name of [
      '20250918000000_create_route_quota.sql',
      '20250917000100_create_is_email_allowed.sql',
      '20250917000000_create_beta_allowlist.sql',
      'notes.md',
      'draft.sql',
      '20250919_no_time.sql.bak',
    ]) {
      await writeFile(path.join(folder, name), `-- ${name}`);
    }

    const files = await readMigrationFiles(folder);

    expect(files.map((file) => `${file.version}_${file.name}`)).toEqual([
      '20250917000000_create_beta_allowlist',
      '20250917000100_create_is_email_allowed',
      '20250918000000_create_route_quota',
    ]);
    expect(files[0]?.sql).toBe('-- 20250917000000_create_beta_allowlist.sql');
  });

  it('treats a missing folder as no migrations', async () => {
    expect(await readMigrationFiles(path.join(folder, 'absent'))).toEqual([]);
  });
});
