import { access, readdir } from 'node:fs/promises';
import path from 'node:path';

/** One `supabase/functions/<name>/index.ts`. */
export interface EdgeFunction {
  name: string;
  folder: string;
  entrypoint: string;
  /** The function's own deno.json(c), its import map and compiler settings, when present. */
  configFile: string | null;
}

// Supabase's slug rule: `_shared` and other helper folders are never functions.
const functionNamePattern = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function isFunctionName(name: string): boolean {
  return functionNamePattern.test(name);
}

export async function discoverFunctions(functionsFolder: string): Promise<EdgeFunction[]> {
  let entries;
  try {
    entries = await readdir(functionsFolder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const functions: EdgeFunction[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !isFunctionName(entry.name)) continue;
    const folder = path.join(functionsFolder, entry.name);
    const entrypoint = path.join(folder, 'index.ts');
    if (!(await exists(entrypoint))) continue;
    const configFile = await firstExisting([
      path.join(folder, 'deno.json'),
      path.join(folder, 'deno.jsonc'),
    ]);
    functions.push({ name: entry.name, folder, entrypoint, configFile });
  }
  return functions.sort((left, right) => left.name.localeCompare(right.name));
}

async function exists(filePath: string): Promise<boolean> {
  try {
    await access(filePath);
    return true;
  } catch {
    return false;
  }
}

async function firstExisting(candidates: string[]): Promise<string | null> {
  for (const candidate of candidates) if (await exists(candidate)) return candidate;
  return null;
}
