import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleFileParts } from '../../../scripts/deploy/bundle-contents.ts';
import type { LoadedCode } from './opened-code.ts';

/**
 * The code a bundled function ran, from V8's log (`--log-function-events`): each script V8
 * compiled (or took from its code cache), when. A bundle's files cannot be counted by the files
 * opened: Deno reads every chunk as it starts, to build its module graph, as the platform reads
 * them at deploy. What a request costs is which chunks V8 compiles, as the Edge Runtime
 * compiles a module of its bundle when the module is first imported.
 *
 * V8 stamps its log in microseconds since it started logging; the boot probe imports a tiny
 * module named after `Date.now()` (`clockModulePrefix`) to tie the two clocks together.
 */
export interface CompiledScript {
  url: string;
  /** Seconds since the epoch. */
  compiledAt: number;
}

/** The start of the data: URL the boot probe imports, followed by its Date.now(). */
export const clockModulePrefix = 'data:text/javascript,//boot-probe-clock%20';

const scriptEvent = /^script,(?:create|deserialize),(\d+),(\d+)$/;
const scriptDetails = /^script-details,(\d+),([^,]*),/;

export function compiledScripts(log: string): CompiledScript[] {
  const createdAt = new Map<string, number>();
  const scripts: { url: string; microseconds: number }[] = [];
  let clock: number | undefined;
  for (const line of log.split('\n')) {
    const event = scriptEvent.exec(line);
    if (event) {
      createdAt.set(event[1]!, Number(event[2]));
      continue;
    }
    const details = scriptDetails.exec(line);
    if (!details) continue;
    const microseconds = createdAt.get(details[1]!);
    // V8 escapes the log's separators in a name (`,` as `\x2C`).
    const url = details[2]!.replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (microseconds === undefined) continue;
    if (url.startsWith(clockModulePrefix)) {
      clock = Number(url.slice(clockModulePrefix.length)) * 1000 - microseconds;
    } else if (url.startsWith('file:')) {
      scripts.push({ url, microseconds });
    }
  }
  if (clock === undefined) throw new Error("V8's log holds no clock module of the boot probe");
  const offset = clock;
  return scripts.map(({ url, microseconds }) => ({
    url,
    compiledAt: (microseconds + offset) / 1e6,
  }));
}

/**
 * The bundle's code compiled up to a moment (all when none is given), by origin: `ours`, each
 * npm package inlined, `bundle` for the bundler's own glue. Files count chunks.
 */
export function bundleCodeCompiled(
  scripts: readonly CompiledScript[],
  bundleFolder: string,
  until = Number.POSITIVE_INFINITY,
  readText = (file: string) => readFileSync(file, 'utf8'),
): LoadedCode {
  const byName = new Map<string, { bytes: number; files: number }>();
  const seen = new Set<string>();
  let files = 0;
  for (const script of scripts) {
    if (script.compiledAt > until || seen.has(script.url)) continue;
    const file = fileURLToPath(script.url);
    if (!file.startsWith(`${bundleFolder}/`)) continue;
    seen.add(script.url);
    files += 1;
    for (const [name, part] of bundleFileParts(readText(file))) {
      const bytes = Buffer.byteLength(part, 'utf8');
      const entry = byName.get(name) ?? { bytes: 0, files: 0 };
      entry.bytes += bytes;
      entry.files += 1;
      byName.set(name, entry);
    }
  }
  const byPackage = [...byName]
    .map(([name, entry]) => ({ name, ...entry }))
    .sort((a, b) => b.bytes - a.bytes);
  const oursBytes = byName.get('ours')?.bytes ?? 0;
  const totalBytes = byPackage.reduce((sum, entry) => sum + entry.bytes, 0);
  return { totalBytes, oursBytes, npmBytes: totalBytes - oursBytes, files, byPackage };
}
