import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** One emitted file and its gzip size. */
export interface BundleFile {
  file: string;
  gzipBytes: number;
}

/** What `/` downloads up front, and what loads later on demand. */
export interface BundleReport {
  initialJs: BundleFile[];
  initialJsGzipBytes: number;
  initialCssGzipBytes: number;
  /**
   * What `/` loads for a returning visitor whose browser holds a session: the initial JS plus
   * the chunks of the session modules (the auth client and the approval check, loaded before
   * the landing page can send them on to /dashboard).
   */
  withStoredSessionJsGzipBytes: number;
  lazyJs: BundleFile[];
}

/** What `/` loads on demand when a session may exist (src/main.tsx, src/lib/session-approval.ts). */
export const defaultSessionModules = ['src/lib/supabase-client.ts', 'src/lib/email-approval.ts'];

/**
 * A module's chunk: its own manifest entry when it is a dynamic entry, else the shared chunk
 * Vite named after it.
 */
function chunkKeyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module, path.extname(module));
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === name);
  if (!key) throw new Error(`No chunk for ${module} in the Vite manifest`);
  return key;
}

function gzipBytes(distFolder: string, file: string): number {
  return gzipSync(readFileSync(path.join(distFolder, file)), { level: 9 }).length;
}

/** A chunk and everything it imports statically: what loading it fetches. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const closure = new Set<string>();
  const visit = (key: string) => {
    if (closure.has(key)) return;
    closure.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return closure;
}

/**
 * Walks Vite's manifest from the entry through its static imports: exactly the JS a browser
 * fetches before `/` can render (for a new visitor, all it fetches). Dynamic imports (the lazy
 * screens) are reported separately; the session modules' chunks are added for the returning
 * visitor's figure.
 */
export function measureBundle(
  distFolder: string,
  options: { sessionModules?: readonly string[] } = {},
): BundleReport {
  const manifest = JSON.parse(
    readFileSync(path.join(distFolder, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');

  const initialKeys = staticClosure(manifest, [entryKey]);
  const sessionKeys = staticClosure(manifest, [
    entryKey,
    ...(options.sessionModules ?? defaultSessionModules).map((module) =>
      chunkKeyOf(manifest, module),
    ),
  ]);

  const toFile = (key: string): BundleFile => {
    const file = manifest[key]?.file ?? key;
    return { file, gzipBytes: gzipBytes(distFolder, file) };
  };
  const sumOf = (files: readonly BundleFile[]) =>
    files.reduce((total, file) => total + file.gzipBytes, 0);
  const initialJs = [...initialKeys].map(toFile);
  const cssFiles = new Set([...initialKeys].flatMap((key) => manifest[key]?.css ?? []));
  const lazyJs = Object.keys(manifest)
    .filter((key) => !initialKeys.has(key) && manifest[key]?.file.endsWith('.js'))
    .map(toFile)
    .sort((left, right) => right.gzipBytes - left.gzipBytes);

  return {
    initialJs,
    initialJsGzipBytes: sumOf(initialJs),
    withStoredSessionJsGzipBytes: sumOf([...sessionKeys].map(toFile)),
    initialCssGzipBytes: [...cssFiles].reduce(
      (total, file) => total + gzipBytes(distFolder, file),
      0,
    ),
    lazyJs,
  };
}
