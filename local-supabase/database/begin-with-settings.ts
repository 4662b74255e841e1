import type { PGlite } from '@electric-sql/pglite';

/*
 * kysely opens each transaction lite runs with a `BEGIN` statement of its own, and the first
 * statement of a request's transaction is the one setting the caller's role, claims and request
 * settings (request-settings-in-one-statement.ts). Every statement is a whole PGlite round: the
 * extended protocol's six messages, then its results parsed (which copies PGlite's table of
 * several hundred type parsers each time). So the BEGIN is held back and sent with the settings
 * in one simple-protocol message. Any other statement, or another way in, first sends the held
 * BEGIN just ahead of itself: the session sees the same statements in the same order as before.
 */

export type Setting = readonly [name: string, value: string];

/** Sets each value transaction-locally, in one message, in the order given. */
export type SetLocally = (settings: readonly Setting[]) => Promise<void>;

const noRows = { rows: [], fields: [], affectedRows: 0 };

/** A string literal that reads the same whatever `standard_conforming_strings` says. */
function literal(value: string): string {
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** A setting's name as one quoted identifier (dots and all), as `set_config` takes it. */
function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `next`'s result, failing with the BEGIN's error if the BEGIN sent before it failed. */
function afterBegin<Result>(begun: Promise<unknown> | null, next: Promise<Result>) {
  if (!begun) return next;
  return begun.then(
    () => next,
    (error: unknown) => {
      next.catch(() => {});
      throw error;
    },
  );
}

/**
 * Holds back a bare `BEGIN` on this PGlite until the statement after it, and returns the setter
 * that sends that BEGIN with its settings. Calls are queued in the order made (PGlite's lock is
 * first-come, first-served), so a held BEGIN sent with the next call still runs just before it.
 */
export function beginWithSettings(pglite: PGlite): SetLocally {
  let beginHeld = false;
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  const sendHeldBegin = () => {
    if (!beginHeld) return null;
    beginHeld = false;
    return query('BEGIN');
  };
  pglite.query = ((sql: string, parameters?: unknown[], options?: object) => {
    const begun = sendHeldBegin();
    if (sql === 'BEGIN' && !parameters?.length && !options) {
      beginHeld = true;
      return afterBegin(begun, Promise.resolve(noRows));
    }
    return afterBegin(begun, query(sql, parameters, options));
  }) as PGlite['query'];
  pglite.exec = ((sql, options) =>
    afterBegin(sendHeldBegin(), exec(sql, options))) as PGlite['exec'];
  pglite.transaction = ((work) =>
    afterBegin(sendHeldBegin(), transaction(work))) as PGlite['transaction'];

  return async (settings) => {
    // A NUL cannot travel inside a simple-protocol message: such a value goes as a parameter.
    if (beginHeld && settings.every(([, value]) => !value.includes('\0'))) {
      beginHeld = false;
      // `SET LOCAL` is what `set_config(…, true)` does, as a command: no function to look up,
      // no plan, no row to return; the BEGIN before it makes each one transaction-local.
      const commands = settings.map(
        ([name, value]) => `SET LOCAL ${identifier(name)} = ${literal(value)}`,
      );
      await exec(`BEGIN; ${commands.join('; ')}`);
      return;
    }
    const calls = settings.map(([name], index) => `set_config('${name}', $${index + 1}, true)`);
    await pglite.query(
      `select ${calls.join(', ')}`,
      settings.map(([, value]) => value),
    );
  };
}
