import { access, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Deletes a PGlite data folder for `--reset`. Refuses a folder that exists but is not a Postgres
 * data folder, so a mistyped `--data-dir .` cannot delete a project.
 */
export async function resetDataFolder(folder: string): Promise<void> {
  try {
    await access(folder);
  } catch {
    return;
  }
  try {
    const entries = await readdir(folder);
    if (entries.length > 0) await access(path.join(folder, 'PG_VERSION'));
  } catch {
    throw new Error(`Refusing to reset ${folder}: it is not a database folder (no PG_VERSION).`);
  }
  await rm(folder, { recursive: true, force: true });
}
