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
  /** What each `onDemand` module fetches when it first loads, beyond the screen it opens on. */
  onDemandJs: OnDemandReport[];
}

/** A module loaded on demand inside a screen, like the chat's DIFF view inside /dashboard. */
export interface OnDemandModule {
  name: string;
  module: string;
  /** The lazy screen it opens on: what that screen loaded is not counted again. */
  screen: string;
  /** A string only the library it brings contains, to find every file that holds the library. */
  libraryMarker: string;
}

export interface OnDemandReport {
  name: string;
  files: BundleFile[];
  gzipBytes: number;
  /** Every emitted JS file holding the library: the goal is exactly the on-demand ones. */
  libraryFiles: string[];
}

/** The chat's DIFF view: the diff library must load with it, never with `/` or the chat. */
export const defaultOnDemandModules: OnDemandModule[] = [
  {
    name: 'DIFF view',
    module: 'src/features/chat/components/draft-diff.tsx',
    screen: 'src/routes/dashboard-route.tsx',
    // An error message of the diff package's word tokenizer; minifiers keep string literals.
    libraryMarker: 'The segmenter passed must have a granularity of',
  },
];

function jsFilesContaining(distFolder: string, manifest: Manifest, marker: string): string[] {
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file));
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(distFolder, file), 'utf8').includes(marker))
    .sort();
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
  options: { sessionModules?: readonly string[]; onDemand?: readonly OnDemandModule[] } = {},
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

  const onDemandJs = (options.onDemand ?? defaultOnDemandModules).map((entry) => {
    const opened = staticClosure(manifest, [...sessionKeys, chunkKeyOf(manifest, entry.screen)]);
    const files = [...staticClosure(manifest, [chunkKeyOf(manifest, entry.module)])]
      .filter((key) => !opened.has(key))
      .map(toFile);
    const libraryFiles = jsFilesContaining(distFolder, manifest, entry.libraryMarker);
    return { name: entry.name, files, gzipBytes: sumOf(files), libraryFiles };
  });

  return {
    initialJs,
    onDemandJs,
    initialJsGzipBytes: sumOf(initialJs),
    withStoredSessionJsGzipBytes: sumOf([...sessionKeys].map(toFile)),
    initialCssGzipBytes: [...cssFiles].reduce(
      (total, file) => total + gzipBytes(distFolder, file),
      0,
    ),
    lazyJs,
  };
}
