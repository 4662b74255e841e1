/**
 * What a file of the route's bundle holds, by origin: our modules, or each npm package.
 *
 * An unminified bundle names each module it inlines on a comment line of its own, the module's
 * path relative to the bundle (`// ../../supabase/functions/route/handler.ts`, or a path into
 * Deno's npm cache `…/npm/<registry host>/zod/4.6.7/v4/core/core.js`). The bytes from one such
 * line to the next belong to that module. Bytes before the first (the chunk's imports, the
 * bundler's helpers) count as the bundle's own.
 */

/** `ours`, an npm package's name (`zod`, `@ai-sdk/openai`), or `bundle` (the bundler's glue). */
export type BundleOrigin = string;

const moduleLine = /^\/\/ (\S+\.(?:[cm]?[jt]s|json))$/;
const npmPackage = /\/npm\/[^/]+\/((?:@[^/]+\/)?[^/@]+)\/\d[^/]*\//;

/** Who a module path of the bundle belongs to. */
export function originOfModule(modulePath: string): BundleOrigin {
  return npmPackage.exec(modulePath)?.[1] ?? 'ours';
}

/** The text of one bundle file by origin, each origin's lines joined in their order. */
export function bundleFileParts(text: string): Map<BundleOrigin, string> {
  const lines = new Map<BundleOrigin, string[]>();
  let origin: BundleOrigin = 'bundle';
  const textLines = text.split('\n');
  if (textLines.at(-1) === '') textLines.pop();
  for (const line of textLines) {
    const named = moduleLine.exec(line);
    if (named) origin = originOfModule(named[1]!);
    const part = lines.get(origin) ?? [];
    part.push(line);
    lines.set(origin, part);
  }
  return new Map([...lines].map(([name, part]) => [name, `${part.join('\n')}\n`]));
}
