import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants } from 'node:zlib';
import { bundleFileParts } from './bundle-contents';

/**
 * What deploying the route function sends and what the platform builds from it.
 *
 * The deploy uploads the route's bundle (route-bundle.ts): its entry and chunks, every npm
 * package inlined. `supabase functions deploy --use-api` sends those files, and the platform
 * builds its own bundle (an eszip) of the modules they hold, with no package folder beside them:
 * the bundle imports nothing but Deno's `node:` built-ins. The stored bundle is compressed; its
 * size is what the platform's limits count, as the CLI's own "script size" does.
 */
export interface FunctionSize {
  /** The files the CLI uploads. */
  uploadBytes: number;
  uploadFiles: number;
  /** The modules the platform bundles, as they are on disk. */
  bundleBytes: number;
  /** The same, compressed with brotli as the bundle is stored. */
  compressedBytes: number;
  /** Our modules (`ours`), each npm package and the bundler's glue, largest compressed first. */
  packages: { name: string; bytes: number; compressedBytes: number }[];
}

const compress = (text: string) =>
  // Quality 6: the default of the brotli writer the CLI compresses bundles with.
  brotliCompressSync(Buffer.from(text, 'utf8'), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 6 },
  }).length;

/** Measures a bundle from its files (the entry and every chunk). */
export async function measureBundle(files: readonly string[]): Promise<FunctionSize> {
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  const byOrigin = new Map<string, string[]>();
  for (const text of texts) {
    for (const [name, part] of bundleFileParts(text)) {
      byOrigin.set(name, [...(byOrigin.get(name) ?? []), part]);
    }
  }
  const packages = [...byOrigin]
    .map(([name, parts]) => {
      const text = parts.join('');
      return { name, bytes: Buffer.byteLength(text, 'utf8'), compressedBytes: compress(text) };
    })
    .sort((a, b) => b.compressedBytes - a.compressedBytes);
  const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), 0);
  return {
    uploadBytes: bytes,
    uploadFiles: files.length,
    bundleBytes: bytes,
    compressedBytes: compress(texts.join('')),
    packages,
  };
}
