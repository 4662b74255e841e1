import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The CSP source that lets exactly this `<style>` text through: `sha256-<base64>`. */
export function styleHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

function packageRoot(entry: string): string {
  let folder = path.dirname(entry);
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${entry}`);
    folder = parent;
  }
  return folder;
}

/** The ES module build of a package (what Vite bundles), from its `exports` map. */
function moduleEntryOf(packageName: string): string {
  const require = createRequire(import.meta.url);
  const root = packageRoot(require.resolve(packageName));
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    exports?: { '.'?: { import?: { default?: string } | string } };
  };
  const entry = manifest.exports?.['.']?.import;
  const relative = typeof entry === 'string' ? entry : entry?.default;
  if (!relative) throw new Error(`${packageName} has no ES module entry in its exports`);
  return path.join(root, relative);
}

/**
 * The stylesheets sonner adds to `<head>` at run time, read from the installed package so the
 * hashes follow an upgrade: an empty `<style>` first (it is appended before its text), then its
 * stylesheet. Fails the build if sonner stops injecting it this way.
 */
export function sonnerStylesheets(
  source = readFileSync(moduleEntryOf('sonner'), 'utf8'),
): string[] {
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) {
    throw new Error(
      'sonner no longer injects its stylesheet through __insertCSS("…"): update build/injected-stylesheets.ts so the CSP hashes what it injects now',
    );
  }
  return ['', JSON.parse(literal) as string];
}
