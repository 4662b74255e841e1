import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendQueriesInFewerRounds } from './fewer-protocol-rounds';

const schema = `
  create table item (id int primary key, tags text[], doc jsonb, at timestamptz, raw bytea);
  create function noisy(n int) returns int language plpgsql as $$
    begin raise notice 'noisy %', n; return n * 2; end $$;
`;

/** Statements, parameters and options whose outcome must not change, errors included. */
const cases: [string, unknown[]?, QueryOptions?][] = [
  ['select 1 as one, null::text as nothing, now()::date as day'],
  [
    'insert into item values ($1, $2, $3, $4, $5) returning *',
    [
      1,
      ['a', 'b"c', null],
      { deep: [1, 'x'] },
      new Date('2026-01-02T03:04:05Z'),
      Uint8Array.of(0, 255),
    ],
  ],
  ['insert into item (id, doc) values ($1, $2), ($3, $4)', [2, '{"s":1}', 3, null]],
  ['update item set doc = $2 where id >= $1', [2, { n: 1 }]],
  ['select id, tags, doc, raw from item where id = any($1) order by id', [[1, 2, 3]]],
  ['select $1::int + $2::int as sum', [40, '2'], { rowMode: 'array' }],
  ['select $1::text as typed', [5], { paramTypes: [25] }],
  ['select noisy($1) as twice', [21]],
  ['delete from item where id > 1'],
  [''],
  ['select 1; select 2'],
  ['select from no_such_table'],
  ['select $1::uuid', ['not a uuid']],
  ['select $1::int', []],
  ['select 1 / $1::int as x', [0]],
  ['insert into item (id) values ($1)', [1]],
  ['COMMIT'],
];

/** What a query's outcome looks like from outside: its result, or its error's fields. */
async function outcome(work: () => Promise<unknown>) {
  try {
    return { result: await work() };
  } catch (error) {
    const { message, code, position, detail, query, params, queryOptions } = error as Record<
      string,
      unknown
    >;
    // The options hold the notice callback, a function of each run's own.
    const options = queryOptions && Object.keys(queryOptions);
    return { error: { message, code, position, detail, query, params, options } };
  }
}

describe('queries in fewer protocol rounds', () => {
  let reference: PGlite;
  let fewer: PGlite;
  let rounds = 0;

  beforeAll(async () => {
    [reference, fewer] = await Promise.all([PGlite.create(), PGlite.create()]);
    await Promise.all([reference.exec(schema), fewer.exec(schema)]);
    const run = fewer.execProtocolRawSync.bind(fewer);
    fewer.execProtocolRawSync = (message) => (rounds++, run(message));
    sendQueriesInFewerRounds(fewer);
  }, 60_000); // PGlite takes seconds to start, more on a busy machine.

  afterAll(async () => {
    await Promise.all([reference?.close(), fewer?.close()]);
  });

  it('answers every query as PGlite does, errors and notices included', async () => {
    for (const [sql, params, options] of cases) {
      const notices: [string[], string[]] = [[], []];
      const [expected, actual] = [reference, fewer].map((pglite, index) =>
        outcome(() =>
          pglite.query(sql, params, {
            ...options,
            onNotice: (notice) => notices[index]!.push(notice.message ?? ''),
          }),
        ),
      );
      expect({ sql, outcome: await actual }).toEqual({ sql, outcome: await expected });
      expect(notices[1]).toEqual(notices[0]);
    }
    for (const sql of ['select 1 as a; select noisy(2) as b', 'select 1; select nope', '']) {
      expect(await outcome(() => fewer.exec(sql))).toEqual(
        await outcome(() => reference.exec(sql)),
      );
    }
  });

  it('keeps a failed transaction failed and the session usable after it', async () => {
    for (const pglite of [reference, fewer]) {
      await pglite.query('BEGIN');
      await expect(pglite.query('select $1::int', ['x'])).rejects.toThrow('invalid input');
      await expect(pglite.query('select 1')).rejects.toThrow('current transaction is aborted');
      await pglite.query('ROLLBACK');
      expect((await pglite.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([
        { n: 7 },
      ]);
    }
  });

  it('writes and reads a blob as PGlite does', async () => {
    const copied = await fewer.query("copy (select 'a' as x) to '/dev/blob'");
    expect(await copied.blob?.text()).toBe('a\n');
    await fewer.query('create temp table taken (x text)');
    await fewer.query("copy taken from '/dev/blob'", [], { blob: new Blob(['b\n']) });
    expect((await fewer.query('select x from taken')).rows).toEqual([{ x: 'b' }]);
  });

  it('enters the backend twice for a query with parameters, once otherwise', async () => {
    rounds = 0;
    await fewer.query('select $1::int as n', [1]);
    expect(rounds).toBe(2);
    rounds = 0;
    await fewer.query('select 1');
    await fewer.exec('select 1; select 2');
    expect(rounds).toBe(2);
    rounds = 0;
    await expect(fewer.query('select nope')).rejects.toThrow();
    await expect(fewer.query('select nope($1)', [1])).rejects.toThrow();
    expect(rounds).toBe(3); // the failed Parse's Sync follows it
  });
});
