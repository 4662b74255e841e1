import { isBlank } from './blank-values.ts';
import { isRecord } from './plain-values.ts';

/**
 * `SUPABASE_PUBLISHABLE_KEYS` / `SUPABASE_SECRET_KEYS`: API keys by the name given in the
 * dashboard, as a JSON object of strings. Throws when the text is not one.
 */
export function readKeyMap(text: string): Record<string, string> {
  const keys: unknown = JSON.parse(text);
  if (!isRecord(keys) || !Object.values(keys).every((key) => typeof key === 'string')) {
    throw new Error('must be a JSON object of keys by name');
  }
  return keys as Record<string, string>;
}

/**
 * The key a function should use from a map of the project's keys. The platform names its first
 * key `default`, but a project can name (and rotate) keys as it likes, so any name is read:
 * `default` when it holds a key, else the first key in the map's order. Blank values count as
 * absent. Undefined for a map with no key at all (the caller falls back to the legacy key).
 */
export function pickKey(keys: Readonly<Record<string, string>>): string | undefined {
  const preferred = keys.default;
  if (preferred !== undefined && !isBlank(preferred)) return preferred.trim();
  const first = Object.values(keys).find((value) => !isBlank(value));
  return first?.trim();
}
