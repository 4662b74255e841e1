import { twMerge } from 'tailwind-merge';

/**
 * `cn` as the unit tests run it: the same join, refused when two of its Tailwind classes set the
 * same thing (`p-4` and `p-6`), because which one wins would then depend on the stylesheet's
 * order. tailwind-merge, a test-only dependency, knows which utilities conflict.
 */
export function refuseConflicts(joined: string): string {
  const merged = twMerge(joined);
  if (merged !== joined) {
    const kept = new Set(merged.split(' '));
    const dropped = joined.split(' ').filter((name) => !kept.has(name));
    throw new Error(
      `Conflicting Tailwind classes in "${joined}": ${dropped.join(', ')} would be overridden. Give the component a variant instead.`,
    );
  }
  return joined;
}
