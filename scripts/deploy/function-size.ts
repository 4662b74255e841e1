import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { z } from 'zod';

/**
 * What deploying the route function sends and what the platform builds from it.
 *
 * `supabase functions deploy --use-api` uploads the function's own files (its entry, every
 * local module its imports reach, `import()` included, and deno.json as the import map) and the
 * platform bundles them on its servers into one compressed bundle: our modules plus every npm
 * package the function resolves, each package's whole folder (the Edge Runtime's bundler adds
 * package folders entire). That compressed bundle is what the platform's size limits count, as
 * the CLI's own "script size" does.
 */
export interface FunctionSize {
  /** Our files the CLI uploads, deno.json included. */
  uploadBytes: number;
  uploadFiles: number;
  /** Our modules plus the package folders, as they are on disk. */
  bundleBytes: number;
  /** The same, compressed with brotli as the bundle is stored: the figure the limits count. */
  compressedBytes: number;
  /** Each npm package, largest compressed first. */
  packages: { name: string; bytes: number; compressedBytes: number }[];
}

const moduleGraphSchema = z.object({
  modules: z.array(
    z.object({ specifier: z.string(), size: z.number().optional(), local: z.string().optional() }),
  ),
  npmPackages: z
    .record(z.string(), z.object({ name: z.string(), version: z.string() }))
    .default({}),
});

/** The module graph of `deno info --json <entry>` (Deno 2.1, the Edge Runtime's generation). */
export type ModuleGraph = z.infer<typeof moduleGraphSchema>;

export const parseModuleGraph = (json: string): ModuleGraph =>
  moduleGraphSchema.parse(JSON.parse(json));

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const compress = (bytes: Buffer) =>
  // Quality 6: the default of the brotli writer the CLI compresses bundles with.
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;

/**
 * Measures a function from its module graph: our modules from their files, each npm package
 * from its folder in Deno's npm cache (`<npmCache>/<name>/<version>`).
 */
export async function measureFunctionSize(options: {
  graph: ModuleGraph;
  importMapFile: string;
  npmCacheFolder: string;
}): Promise<FunctionSize> {
  const { graph, importMapFile, npmCacheFolder } = options;
  const ours = [
    importMapFile,
    ...graph.modules.flatMap((module) =>
      module.specifier.startsWith('file:') && module.local ? [module.local] : [],
    ),
  ];
  const ourBytes = Buffer.concat(await Promise.all(ours.map((file) => readFile(file))));
  const packages = [];
  for (const { name, version } of Object.values(graph.npmPackages)) {
    const folder = path.join(npmCacheFolder, name, version);
    const files = await filesUnder(folder);
    const content = Buffer.concat(await Promise.all(files.map((file) => readFile(file))));
    packages.push({ name, bytes: content.length, compressedBytes: compress(content) });
  }
  packages.sort((a, b) => b.compressedBytes - a.compressedBytes);
  const packageBytes = packages.reduce((sum, entry) => sum + entry.bytes, 0);
  return {
    uploadBytes: ourBytes.length,
    uploadFiles: ours.length,
    bundleBytes: ourBytes.length + packageBytes,
    compressedBytes:
      compress(ourBytes) + packages.reduce((sum, entry) => sum + entry.compressedBytes, 0),
    packages,
  };
}

/** Whether a path exists as a file (deno info names the npm cache even before it is filled). */
export async function isFile(filePath: string): Promise<boolean> {
  return (await stat(filePath).catch(() => undefined))?.isFile() ?? false;
}
