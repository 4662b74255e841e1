import '../telemetry-off';
import { createPgliteConnection, type PgliteConnection } from '@supabase/lite/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRequestSettingsInOneStatement } from './request-settings-in-one-statement';

type Step = (executor: unknown, ...rest: unknown[]) => Promise<void>;
interface Steps {
  applyJwtSessionContext: Step;
  applyRpcRequestGucs: Step;
}
type Work = (executor: unknown) => Promise<unknown>;
interface WithContext {
  withContext(context: object, work: Work, options: object): Promise<unknown>;
}

const readSettings = `
  select current_user as "user",
    current_setting('role') as role,
    current_setting('request.jwt.claim.sub', true) as sub,
    current_setting('request.jwt.claim.role', true) as claim_role,
    current_setting('request.jwt.claims', true) as claims,
    current_setting('storage.operation', true) as storage_operation,
    current_setting('response.status', true) as response_status,
    current_setting('response.headers', true) as response_headers,
    current_setting('request.method', true) as method,
    current_setting('request.path', true) as path,
    current_setting('request.headers', true) as headers
`;

const rpcRequest = {
  method: 'POST',
  path: '/rpc/consume_route_quota',
  requestHeaders: { accept: 'application/json', prefer: "it's quoted \\ ünï\n$1 ''" },
};

const contexts = {
  'a signed-in user': {
    auth: { role: 'authenticated', uid: 'e5b7c1d2', jwt: { sub: 'e5b7c1d2', aal: 'aal1' } },
  },
  'the secret key, claims not an object': { auth: { role: 'service_role', jwt: 'opaque' } },
  'nobody (anon)': {},
  'a storage call': { auth: { role: 'anon', uid: 7 }, storage: { operation: 'object.get' } },
};

describe('request settings in one statement', () => {
  let connection: PgliteConnection;
  let oneByOne: Steps;
  let statements: string[] = [];

  beforeAll(async () => {
    connection = await createPgliteConnection({});
    // A table under row-level security makes lite set the caller's role and claims.
    await connection.driver.exec(`
      create role anon nologin; create role authenticated nologin; create role service_role nologin;
      create table guarded (id int); alter table guarded enable row level security;
    `);
    oneByOne = Object.getPrototypeOf(connection) as Steps;
    // What reaches PGlite, under the BEGIN that the settings hold back.
    const { query, exec } = { query: connection.driver.query, exec: connection.driver.exec };
    connection.driver.query = ((sql: string, ...rest: []) => {
      statements.push(sql);
      return query.call(connection.driver, sql, ...rest);
    }) as typeof connection.driver.query;
    connection.driver.exec = ((sql: string, ...rest: []) => {
      statements.push(sql);
      return exec.call(connection.driver, sql, ...rest);
    }) as typeof connection.driver.exec;
    setRequestSettingsInOneStatement(connection);
  }, 60_000); // PGlite takes seconds to start, more on a busy machine.

  afterAll(async () => {
    await connection?.close();
  });

  /** Applies both steps as lite does before an RPC and reads every setting, in one transaction. */
  async function settingsAfter(steps: Steps, context: object) {
    let settings: unknown;
    let stepStatements: string[] = [];
    await connection.kysely.transaction().execute(async (transaction) => {
      statements = [];
      await steps.applyJwtSessionContext.call(connection, transaction, context, false);
      await steps.applyRpcRequestGucs.call(connection, transaction, rpcRequest);
      stepStatements = [...statements];
      [settings] = (await connection.driver.query(readSettings)).rows;
      await connection.driver.query('reset role');
    });
    return { settings, statements: stepStatements };
  }

  for (const [who, context] of Object.entries(contexts)) {
    it(`sets what lite sets one by one, for ${who}, in one statement per step`, async () => {
      const expected = await settingsAfter(oneByOne, context);
      const actual = await settingsAfter(connection as unknown as Steps, context);
      expect(actual.settings).toEqual(expected.settings);
      expect(expected.statements.length).toBeGreaterThanOrEqual(8);
      expect(actual.statements).toHaveLength(2);
    });

    it(`sets both for an RPC of ${who} in one statement, sent with BEGIN`, async () => {
      const expected = await settingsAfter(oneByOne, context);
      const { settings, statements: before } = await rpcSettingsOf(context);
      expect(settings).toEqual(expected.settings);
      expect(before).toEqual([expect.stringMatching(/^BEGIN; SET LOCAL "role" = /)]);
    });
  }

  /** Runs an RPC's transaction as lite's data API does and reads every setting inside it. */
  async function rpcSettingsOf(context: object) {
    statements = [];
    let before: string[] = [];
    const settings = await (connection as unknown as WithContext).withContext(
      context,
      async () => {
        before = [...statements];
        const [read] = (await connection.driver.query(readSettings)).rows;
        await connection.driver.query('reset role');
        return read;
      },
      { rpc: rpcRequest },
    );
    // The first one also runs lite's one-time row-level-security set-up before the transaction.
    const begin = before.findLastIndex((statement) => statement.startsWith('BEGIN'));
    return { settings, statements: before.slice(begin) };
  }

  it('sets the role and claims at once inside a transaction lite was given', async () => {
    await connection.kysely.transaction().execute(async (transaction) => {
      statements = [];
      await (connection as unknown as WithContext).withContext(
        contexts['a signed-in user'],
        async () => {
          const [{ sub }] = (
            await connection.driver.query<{ sub: string }>(
              "select current_setting('request.jwt.claim.sub') as sub",
            )
          ).rows as [{ sub: string }];
          expect(sub).toBe('e5b7c1d2');
        },
        { transaction, rpc: rpcRequest },
      );
      await connection.driver.query('reset role');
    });
  });

  it("leaves a custom role's `SET LOCAL ROLE` to lite", async () => {
    await connection.driver.exec('create role "Curator" nologin');
    statements = [];
    await connection.kysely.transaction().execute(async (transaction) => {
      const steps = connection as unknown as Steps;
      await steps.applyJwtSessionContext.call(
        connection,
        transaction,
        { auth: { role: 'Curator' } },
        true,
      );
      const [{ user }] = (
        await connection.driver.query<{ user: string }>('select current_user as "user"')
      ).rows as [{ user: string }];
      expect(user).toBe('Curator');
      await connection.driver.query('reset role');
    });
  });
});
