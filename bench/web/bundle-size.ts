import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
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
  lazyJs: BundleFile[];
}

function gzipBytes(distFolder: string, file: string): number {
  return gzipSync(readFileSync(path.join(distFolder, file)), { level: 9 }).length;
}

/**
 * Walks Vite's manifest from the entry through its static imports: exactly the JS a browser
 * fetches before `/` can render. Dynamic imports (the lazy screens) are reported separately.
 */
export function measureBundle(distFolder: string): BundleReport {
  const manifest = JSON.parse(
    readFileSync(path.join(distFolder, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');

  const initialKeys = new Set<string>();
  const visit = (key: string) => {
    if (initialKeys.has(key)) return;
    initialKeys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);

  const toFile = (key: string): BundleFile => {
    const file = manifest[key]?.file ?? key;
    return { file, gzipBytes: gzipBytes(distFolder, file) };
  };
  const initialJs = [...initialKeys].map(toFile);
  const cssFiles = new Set([...initialKeys].flatMap((key) => manifest[key]?.css ?? []));
  const lazyJs = Object.keys(manifest)
    .filter((key) => !initialKeys.has(key) && manifest[key]?.file.endsWith('.js'))
    .map(toFile)
    .sort((left, right) => right.gzipBytes - left.gzipBytes);

  return {
    initialJs,
    initialJsGzipBytes: initialJs.reduce((total, file) => total + file.gzipBytes, 0),
    initialCssGzipBytes: [...cssFiles].reduce(
      (total, file) => total + gzipBytes(distFolder, file),
      0,
    ),
    lazyJs,
  };
}
