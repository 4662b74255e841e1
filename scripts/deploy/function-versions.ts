import { failed, passed, type Check } from './deploy-check';

/** Package name → the versions a Deno lock (v4 or v5) holds of it. */
export type LockedVersions = Map<string, Set<string>>;

/**
 * The npm versions a deno.lock holds, read from its `npm` section, whose keys are
 * `name@version`, peers after an underscore (`@ai-sdk/openai@4.0.118_zod@4.6.7`).
 */
export function lockedVersions(lockText: string): LockedVersions {
  const lock = JSON.parse(lockText) as { npm?: Record<string, unknown> };
  const versions: LockedVersions = new Map();
  for (const key of Object.keys(lock.npm ?? {})) {
    const match = /^(@?[^@]+)@([^_]+)/.exec(key);
    if (!match) throw new Error(`deno.lock: cannot read the npm entry "${key}"`);
    const [, name, version] = match as unknown as [string, string, string];
    versions.set(name, (versions.get(name) ?? new Set()).add(version));
  }
  return versions;
}

/** A package the platform would resolve to other versions than deno.lock holds. */
export interface VersionDifference {
  name: string;
  locked: string[];
  resolved: string[];
}

/** What resolving the function as the platform does gave, against deno.lock. */
export interface VersionComparison {
  /** How many packages the resolution holds (what the bundle ships). */
  packages: number;
  differences: VersionDifference[];
}

/**
 * Compares a fresh resolution of the function with deno.lock, package by package. Only what the
 * function resolves counts: deno.lock also holds the tests' packages, which are never shipped.
 */
export function compareVersions(
  locked: LockedVersions,
  resolved: LockedVersions,
): VersionComparison {
  const sorted = (versions: Set<string> | undefined) => [...(versions ?? [])].sort();
  const differences = [...resolved]
    .filter(([name, versions]) => sorted(versions).join() !== sorted(locked.get(name)).join())
    .map(([name, versions]) => ({
      name,
      locked: sorted(locked.get(name)),
      resolved: sorted(versions),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { packages: resolved.size, differences };
}

/** Passes when the platform would resolve exactly deno.lock; refuses naming each difference. */
export function checkFunctionVersions(comparison: VersionComparison): Check {
  const { packages, differences } = comparison;
  if (differences.length === 0) {
    return passed(
      'route function versions',
      `the ${packages} npm packages resolve as deno.lock holds them`,
    );
  }
  const listed = differences
    .map(
      ({ name, locked, resolved }) =>
        `${name} ${resolved.join(' + ')} (deno.lock: ${locked.join(' + ') || 'none'})`,
    )
    .join(', ');
  // deno.json pins only the packages the function imports; their own dependencies resolve to
  // the newest version their ranges allow on the day of the deploy.
  return failed(
    'route function versions',
    `the platform would resolve ${listed}: a dependency published a version since deno.lock was ` +
      'written. Update deno.lock to it and run the tests, then deploy ' +
      '(docs/route-function.md#pinned-versions).',
  );
}
