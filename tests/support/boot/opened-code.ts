import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * The code a process loaded, counted as the files it opened (`strace -f -ttt -e trace=openat`):
 * what the review of the function counted, and the one measure that sees npm packages the way
 * Deno reads them, file by file from its cache, as it loads each to run it. A file counts once,
 * at its first opening.
 *
 * Our own TypeScript is counted by its compiled code: Deno reads every source of the module
 * graph as it starts, those behind an `import()` included (to resolve them), but opens a
 * module's compiled JavaScript (`<DENO_DIR>/gen/file/<source path>.js`) only to run it. A
 * module counts with its source's size when its compiled code is opened.
 */
export interface OpenedFile {
  path: string;
  /** Seconds since the epoch (strace -ttt), to tell what opened before a moment. */
  openedAt: number;
  bytes: number;
}

/** Where a loaded file comes from: our own function code, or an npm package. */
export interface CodeOrigin {
  kind: 'ours' | 'npm';
  /** `ours`, or the package's name (`@ai-sdk/openai`, `zod`). */
  name: string;
}

const codeExtensions = new Set(['.ts', '.js', '.mjs', '.cjs', '.json']);
// Read to resolve packages, not code that runs.
const metadataFiles = new Set(['package.json', 'registry.json']);

// `1732740000.123456 openat(AT_FDCWD, "/path", O_RDONLY|O_CLOEXEC) = 13`, after the pid.
const openLine = /^\d+\s+(\d+\.\d+)\s+openat\([^,]+,\s+"((?:[^"\\]|\\.)*)"[^)]*\)?(.*)$/;

/**
 * The files a trace shows opened successfully (an open still unfinished on its line counts
 * when the file exists: its result is on a later line), each once, at its first opening.
 */
export function openedFiles(trace: string, sizeOf = fileSize): OpenedFile[] {
  const firstOpening = new Map<string, number>();
  for (const line of trace.split('\n')) {
    const match = openLine.exec(line);
    if (!match) continue;
    const [, time, filePath, rest] = match as unknown as [string, string, string, string];
    const failed = /=\s*-1\b/.test(rest);
    if (failed || firstOpening.has(filePath)) continue;
    firstOpening.set(filePath, Number(time));
  }
  return [...firstOpening].flatMap(([filePath, openedAt]) => {
    const bytes = sizeOf(compiledSource(filePath) ?? filePath);
    return bytes === undefined ? [] : [{ path: filePath, openedAt, bytes }];
  });
}

function fileSize(filePath: string): number | undefined {
  try {
    const stats = statSync(filePath);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Our code is the function folder's sources; npm code is a package's file in Deno's cache
 * (`…/npm/<registry host>/<name>/<version>/…`). Anything else (Deno's own caches, the harness,
 * system files) is not the function's code.
 */
export function originOf(filePath: string, functionsFolder: string): CodeOrigin | undefined {
  const base = path.basename(filePath);
  if (!codeExtensions.has(path.extname(filePath)) || metadataFiles.has(base)) return undefined;
  const source = compiledSource(filePath);
  if (source !== undefined) {
    const relative = path.relative(functionsFolder, source);
    const inside = !relative.startsWith('..') && !path.isAbsolute(relative);
    return inside ? { kind: 'ours', name: 'ours' } : undefined;
  }
  const npm = /\/npm\/[^/]+\/((?:@[^/]+\/)?[^/@]+)\/\d[^/]*\//.exec(filePath);
  return npm ? { kind: 'npm', name: npm[1]! } : undefined;
}

/** The source a file of Deno's compiled-code cache was compiled from, if it is one. */
export function compiledSource(filePath: string): string | undefined {
  const match = /\/gen\/file(\/.+)\.js$/.exec(filePath);
  return match ? match[1] : undefined;
}

/** Bytes of code by origin (ours, or each npm package), largest first. */
export interface LoadedCode {
  totalBytes: number;
  oursBytes: number;
  npmBytes: number;
  files: number;
  byPackage: { name: string; bytes: number; files: number }[];
}

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** The biggest parts of a figure, so a miss says what stands in the way. */
export function biggestParts(code: LoadedCode, count = 4): string {
  return code.byPackage
    .slice(0, count)
    .map((entry) => `${entry.name} ${megabytes(entry.bytes)}`)
    .join(', ');
}

/** What of the opened files is the function's code, up to a moment (all when none is given). */
export function loadedCode(
  files: readonly OpenedFile[],
  functionsFolder: string,
  until = Number.POSITIVE_INFINITY,
): LoadedCode {
  const byName = new Map<string, { bytes: number; files: number }>();
  let oursBytes = 0;
  let npmBytes = 0;
  for (const file of files) {
    if (file.openedAt > until) continue;
    const origin = originOf(file.path, functionsFolder);
    if (!origin) continue;
    if (origin.kind === 'ours') oursBytes += file.bytes;
    else npmBytes += file.bytes;
    const entry = byName.get(origin.name) ?? { bytes: 0, files: 0 };
    entry.bytes += file.bytes;
    entry.files += 1;
    byName.set(origin.name, entry);
  }
  const byPackage = [...byName]
    .map(([name, entry]) => ({ name, ...entry }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    totalBytes: oursBytes + npmBytes,
    oursBytes,
    npmBytes,
    files: byPackage.reduce((sum, entry) => sum + entry.files, 0),
    byPackage,
  };
}
