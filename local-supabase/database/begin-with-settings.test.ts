import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginWithSettings, type SetLocally } from './begin-with-settings';

describe('a BEGIN sent with the settings after it', () => {
  let pglite: PGlite;
  let setLocally: SetLocally;
  let sent: string[] = [];

  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
    const { query, exec } = { query: pglite.query.bind(pglite), exec: pglite.exec.bind(pglite) };
    pglite.query = ((sql: string, ...rest: []) => (sent.push(sql), query(sql, ...rest))) as never;
    pglite.exec = ((sql: string, ...rest: []) => (sent.push(sql), exec(sql, ...rest))) as never;
    setLocally = beginWithSettings(pglite);
  }, 60_000); // PGlite takes seconds to start, more on a busy machine.

  afterAll(async () => {
    await pglite?.close();
  });

  async function setting(name: string): Promise<string> {
    const { rows } = await pglite.query<{ value: string }>(
      'select current_setting($1, true) as value',
      [name],
    );
    return rows[0]!.value;
  }

  it('opens the transaction and sets every value in one message', async () => {
    const value = "it's \\quoted\\' ünï\n$1 '' E'x'";
    sent = [];
    await pglite.query('BEGIN');
    await setLocally([
      ['request.path', '/rpc/x'],
      ['request.headers', value],
    ]);
    expect(await setting('request.headers')).toBe(value);
    expect(await setting('request.path')).toBe('/rpc/x');
    await pglite.query('COMMIT');

    expect(sent[0]).toMatch(/^BEGIN; SET LOCAL "request.path" = E'\/rpc\/x'; SET LOCAL /);
    expect(sent).toHaveLength(4);
    expect(await setting('request.headers')).toBe(''); // transaction-local
  });

  it('reads the same values whatever standard_conforming_strings says', async () => {
    await pglite.exec('set standard_conforming_strings = off');
    try {
      await pglite.query('BEGIN');
      await setLocally([['request.headers', "a\\b'c"]]);
      expect(await setting('request.headers')).toBe("a\\b'c");
      await pglite.query('COMMIT');
    } finally {
      await pglite.exec('set standard_conforming_strings = on');
    }
  });

  it('sends a held BEGIN just before any other statement', async () => {
    sent = [];
    await pglite.query('BEGIN');
    await pglite.query("set local statement_timeout = '1234ms'");
    expect(await setting('statement_timeout')).toBe('1234ms');
    await pglite.query('COMMIT');

    expect(sent.slice(0, 2)).toEqual(['BEGIN', "set local statement_timeout = '1234ms'"]);
    expect(await setting('statement_timeout')).toBe('0');
  });

  it('sends a held BEGIN before a transaction of PGlite’s own', async () => {
    sent = [];
    await pglite.query('BEGIN');
    const sentBefore = await pglite.transaction(async () => [...sent]);

    expect(sentBefore).toEqual(['BEGIN']);
  });

  it('passes a value holding NUL as a parameter, which PostgreSQL refuses', async () => {
    sent = [];
    await pglite.query('BEGIN');
    await expect(setLocally([['request.path', 'a\0b']])).rejects.toThrow();
    await pglite.query('ROLLBACK');

    expect(sent.slice(0, 2)).toEqual(['BEGIN', "select set_config('request.path', $1, true)"]);
  });
});
