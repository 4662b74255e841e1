import assert from 'node:assert/strict';

/**
 * deno.json's import map pins each package the function imports to one exact version, the one
 * deno.lock resolved. The deploy bundles the function from both (`deno bundle --frozen`, which
 * refuses a lock out of step with deno.json), so production runs the versions our tests ran
 * (docs/route-function.md, "Pinned versions"); the pins keep deno.json saying so too.
 */
const config = JSON.parse(await Deno.readTextFile(new URL('./deno.json', import.meta.url))) as {
  imports: Record<string, string>;
};
const lock = JSON.parse(await Deno.readTextFile(new URL('./deno.lock', import.meta.url))) as {
  npm: Record<string, unknown>;
};

/** `npm:@scope/name@1.2.3/sub` → its name and version. */
function pinOf(specifier: string): { name: string; version: string } | undefined {
  const match = /^npm:(@[^/@]+\/[^/@]+|[^/@]+)@([^/]+)(?:\/.*)?$/.exec(specifier);
  return match ? { name: match[1]!, version: match[2]! } : undefined;
}

/** deno.lock's `name@version_peer@version` keys → the versions locked per package name. */
function lockedVersions(): Map<string, Set<string>> {
  const versions = new Map<string, Set<string>>();
  for (const key of Object.keys(lock.npm)) {
    const match = /^(@?[^@]+)@([^_]+)/.exec(key)!;
    const [, name, version] = match as unknown as [string, string, string];
    versions.set(name, (versions.get(name) ?? new Set()).add(version));
  }
  return versions;
}

Deno.test('every import-map entry pins an exact npm version', () => {
  for (const [name, specifier] of Object.entries(config.imports)) {
    const pin = pinOf(specifier);
    assert.ok(pin, `${name}: ${specifier} is no npm: specifier`);
    assert.match(pin.version, /^\d+\.\d+\.\d+(?:-[\w.]+)?$/, `${name} pins a range, not a version`);
  }
});

Deno.test('every pin is the version deno.lock resolved, and the only one it holds', () => {
  const locked = lockedVersions();
  for (const [name, specifier] of Object.entries(config.imports)) {
    const pin = pinOf(specifier)!;
    assert.deepEqual(
      [...(locked.get(pin.name) ?? [])],
      [pin.version],
      `${name}: deno.json pins ${pin.version}; deno.lock holds ${[...(locked.get(pin.name) ?? [])]}`,
    );
  }
});
