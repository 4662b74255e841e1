import { type PGlite, types } from '@electric-sql/pglite';

/*
 * PGlite 0.4 copies its instance's table of result parsers into a new object before reading the
 * results of every statement (`{ ...this.parsers, ...options.parsers }`; 0.5 reads the table in
 * place, but @supabase/lite pins 0.4). That table holds, besides the module's defaults, one
 * parser for every array type in the database, some 300 of them; copying it cost as much as the
 * rest of a trivial statement. A value's parser is looked up in that copy and then in the
 * module's own default table, so the built-in array types' parsers, which are the same in every
 * database, move to the default table once, and the instance keeps only what differs from it.
 * Every value is parsed by the same parsers as before.
 */

/** Postgres's FirstNormalObjectId: types below it are built in, with the same OID everywhere. */
const firstUserObjectId = 16384;

type ParserTable = PGlite['parsers'];

const defaultParsers = types.parsers as ParserTable;

/** Array type → its element type, for the built-in array types the default table has now. */
const builtInArraysAdded = new Map<number, number>();

function addBuiltInArrayParser(arrayType: number, elementType: number): void {
  // An element type without a parser leaves the elements as text, as PGlite's own parsers do.
  defaultParsers[arrayType] = (value) =>
    types.arrayParser(value, defaultParsers[elementType] as types.Parser, arrayType);
  builtInArraysAdded.set(arrayType, elementType);
}

/**
 * Leaves `pglite`'s own parser table with only the parsers that differ from PGlite's defaults
 * (arrays of user-defined types, and of the types the connection parses its own way), the other
 * built-in array types' parsers joining the defaults. PGlite fills the table on a database's
 * first statement (this function's own query at the latest); a `refreshArrayTypes` would fill it
 * again.
 */
export async function keepResultParsersLean(pglite: PGlite): Promise<void> {
  const table = pglite.parsers as ParserTable;
  const { rows } = await pglite.query<{ element: number; array: number }>(
    `select oid::int as element, typarray::int as array from pg_catalog.pg_type
      where typarray <> 0 and typarray < ${firstUserObjectId} and oid < ${firstUserObjectId}`,
  );
  const elementOf = new Map(rows.map(({ element, array }) => [array, element]));
  // Lookups through the table (an array parser reads its element's parser there) still reach
  // every default, as they did when the defaults were copied in.
  const lean: ParserTable = Object.create(defaultParsers) as ParserTable;
  for (const [key, parser] of Object.entries(table)) {
    const typeId = Number(key);
    if (parser === defaultParsers[typeId]) continue;
    const elementType = elementOf.get(typeId);
    const sameElementParser =
      elementType !== undefined && table[elementType] === defaultParsers[elementType];
    const movable =
      sameElementParser &&
      (defaultParsers[typeId] === undefined || builtInArraysAdded.get(typeId) === elementType);
    if (!movable) {
      lean[typeId] = parser;
      continue;
    }
    if (!builtInArraysAdded.has(typeId)) addBuiltInArrayParser(typeId, elementType);
  }
  pglite.parsers = lean;
}
