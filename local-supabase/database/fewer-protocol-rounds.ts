import { messages, parse, type PGlite, protocol, type QueryOptions } from '@electric-sql/pglite';

/*
 * PGlite 0.4 sends each message of a query to Postgres in a round of its own: for `query`,
 * Parse, Describe (to learn the parameters' types), Bind, Describe, Execute and Sync, six
 * entries into the WebAssembly backend, each with its own flush, ReadyForQuery check and
 * JavaScript bookkeeping; for `exec`, the Query and then a Sync. A client of a real Postgres
 * sends those messages together, which the protocol is made for: after an error the backend
 * skips every message until the Sync. Here they go together too: Parse with its Describe, then
 * Bind, Describe, Execute and Sync (one round when there are no parameters to serialize, since
 * only their types needed the first answer); `exec`'s Query with its Sync. The backend reads
 * the same messages in the same order, the values are serialized by the same serializers and
 * the results read by the same parser, an error carries what PGlite adds to it; only the
 * number of rounds changes. PGlite's own `transaction` keeps its path.
 */

type Message = ReturnType<typeof protocol.serialize.sync>;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Results = Awaited<ReturnType<PGlite['query']>>;

/** PGlite's internals that its own `query` and `exec` use (public but undocumented). */
interface PGliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  _handleBlob(blob?: File | Blob): Promise<void>;
  _cleanupBlob(): Promise<void>;
  _getWrittenBlob(): Promise<File | Blob | undefined>;
}

const { serialize } = protocol;

function together(...parts: Message[]): Message {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** What PGlite adds to a database error (its `makePGliteError`). */
function withQuery(error: unknown, query: string, params: unknown[] | undefined, options?: object) {
  if (error instanceof messages.DatabaseError) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

/**
 * Makes `pglite.query` and `pglite.exec` send a query's messages in two rounds (one without
 * parameters) and one, instead of six and two. Throws if PGlite no longer has the internals
 * this needs (an upgrade must look at this file again).
 */
export function sendQueriesInFewerRounds(pglite: PGlite): void {
  const internals = pglite as unknown as PGliteInternals;
  for (const name of [
    '_checkReady',
    '_runExclusiveTransaction',
    '_runExclusiveQuery',
    '_handleBlob',
    '_cleanupBlob',
    '_getWrittenBlob',
  ] as const) {
    if (typeof internals[name] !== 'function') {
      throw new Error('@electric-sql/pglite changed how it runs queries; see this file');
    }
  }
  /** Runs like PGlite's `query` and `exec`: one at a time, blob in and out, synced after. */
  const exclusively = async <T>(
    options: QueryOptions | undefined,
    send: (stream: (message: Message) => Promise<BackendMessage[]>) => Promise<BackendMessage[]>,
    read: (results: BackendMessage[], blob: File | Blob | undefined) => T,
  ): Promise<T> => {
    await internals._checkReady();
    return internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => {
        await internals._handleBlob(options?.blob);
        const results = await send((message) =>
          pglite.execProtocolStream(message, { ...options, syncToFs: false }),
        );
        await internals._cleanupBlob();
        await pglite.syncToFs();
        return read(results, await internals._getWrittenBlob());
      }),
    );
  };

  pglite.query = ((query: string, params: unknown[] = [], options?: QueryOptions) =>
    exclusively(
      options,
      async (stream) => {
        const parseMessage = serialize.parse({ text: query, types: options?.paramTypes });
        const execute = [
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ];
        let synced = false;
        try {
          if (params.length === 0) {
            synced = true; // the Sync goes with the rest, whatever fails
            return await stream(together(parseMessage, serialize.bind({ values: [] }), ...execute));
          }
          const typeIds = parse.parseDescribeStatementResults(
            await stream(together(parseMessage, serialize.describe({ type: 'S' }))),
          );
          const values = params.map((param, index) => {
            if (param === null || param === undefined) return null;
            const typeId = typeIds[index]!;
            const serializer = options?.serializers?.[typeId] ?? pglite.serializers[typeId];
            return serializer ? serializer(param) : (param as object).toString();
          });
          synced = true;
          return await stream(together(serialize.bind({ values }), ...execute));
        } catch (error) {
          throw withQuery(error, query, params, options);
        } finally {
          if (!synced) await stream(serialize.sync());
        }
      },
      (results, blob) => parse.parseResults(results, pglite.parsers, options, blob)[0] as Results,
    )) as PGlite['query'];

  pglite.exec = ((query: string, options?: QueryOptions) =>
    exclusively(
      options,
      async (stream) => {
        try {
          return await stream(together(serialize.query(query), serialize.sync()));
        } catch (error) {
          throw withQuery(error, query, undefined, options);
        }
      },
      (results, blob) => parse.parseResults(results, pglite.parsers, options, blob),
    )) as PGlite['exec'];
}
