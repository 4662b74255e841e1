/**
 * Plain checks for the few shapes the function reads before a caller is known (the environment,
 * the project's keys, a token's claims, Auth's answer about a user). They run at start-up and on
 * every refused request, where loading a schema library would cost more than the checks do;
 * everything read after the caller checks passed (the body, the database's answers) uses zod.
 */

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `value` is absent or a string: what an optional string field may hold. */
export function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

/** A string with at least one character. */
export function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}
