import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepResultParsersLean } from './lean-result-parsers';

/** Built-in types, arrays of them, and arrays of types made here, as lite's connection reads them. */
const everyKind = `select
  array[1, 2]::int4[] as integers, array[9007199254740993]::int8[] as big_integers,
  array['x', 'y, "z"', null]::text[] as texts, array[1.5, 2]::float8[] as floats,
  array[12.50]::numeric[] as decimals, array[true, false]::bool[] as booleans,
  array['{"a": [1]}']::json[] as json_values, array['{"b": null}']::jsonb[] as jsonb_values,
  array['2020-01-02']::date[] as dates, array['2020-01-02 03:04:05+00']::timestamptz[] as instants,
  array['2020-01-02 03:04:05']::timestamp[] as times, array['4f569c31-4ea2-44cd-8995-a9582c952502']::uuid[] as ids,
  array['\\x00ff']::bytea[] as blobs, array['10.0.0.1']::inet[] as addresses,
  '1 2'::int2vector as vector, array['happy']::mood[] as moods, array[(1, 'x')::pair] as pairs,
  9007199254740993::int8 as big_integer, '{"c": 1}'::jsonb as jsonb_value, 'happy'::mood as mood`;

describe('lean result parsers', () => {
  let pglite: PGlite;

  beforeAll(async () => {
    // lite's connection parses these types its own way: their arrays must keep doing so.
    pglite = new PGlite({
      parsers: {
        20: (value: string) => BigInt(value),
        1700: (value: string) => `decimal ${value}`,
        1082: (value: string) => value,
      },
    });
    await pglite.exec(
      `create type mood as enum ('happy', 'sad'); create type pair as (n int, t text);`,
    );
    await pglite.refreshArrayTypes();
  }, 60_000); // PGlite takes seconds to start, more on a busy machine.

  afterAll(async () => {
    await pglite?.close();
  });

  it('parses every value as the full table did, and copies only what differs per statement', async () => {
    const before = await pglite.query(everyKind);
    const ownParsers = Object.keys(pglite.parsers).length;

    await keepResultParsersLean(pglite);

    const after = await pglite.query(everyKind);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows[0]).toMatchObject({
      integers: [1, 2],
      big_integers: [9007199254740993n],
      decimals: ['decimal 12.50'],
      dates: ['2020-01-02'],
      moods: ['happy'],
    });
    expect(ownParsers).toBeGreaterThan(300);
    expect(Object.keys(pglite.parsers).length).toBeLessThan(20);
  });

  it('keeps the same parsers when a second database is made lean in the same process', async () => {
    const second = new PGlite();
    try {
      const before = await second.query(everyKind.replace(/,\s+'1 2'[\s\S]*$/, ''));
      await keepResultParsersLean(second);
      const after = await second.query(everyKind.replace(/,\s+'1 2'[\s\S]*$/, ''));
      expect(after.rows).toEqual(before.rows);
      expect(Object.keys(second.parsers).length).toBeLessThan(5);
    } finally {
      await second.close();
    }
  }, 60_000);
});
