import '../telemetry-off';
import { App } from '@supabase/lite';
import { createPgliteConnection, type PgliteConnection } from '@supabase/lite/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { muteConsole } from '../quiet-console';
import { localKeys } from '../stack-defaults';
import {
  gateUserCreation,
  serveThroughUserCreationGate,
  throughUserCreationGate,
  UserCreationHeld,
} from './user-creation-gate';

/** A fake lite: each pass creates `creates` (if any), held unless that address is let through. */
function fakeLite(creates: string | null, answer = 'created') {
  const passes: Array<string | null> = [];
  return {
    passes,
    pass: async (approvedEmail: string | null) => {
      passes.push(approvedEmail);
      const held = creates !== null && creates !== approvedEmail;
      return {
        result: held ? 'lite 500' : creates === null ? answer : 'created',
        held: held ? new UserCreationHeld(creates) : null,
      };
    },
  };
}

const verdicts = (refused: string[]) => {
  const asked: string[] = [];
  return {
    asked,
    decide: async (email: string) => {
      asked.push(email);
      return refused.includes(email) ? `refused ${email}` : null;
    },
  };
};

const discard = async () => {};

describe('serving through the user creation gate', () => {
  it('serves a request that creates nobody once, asking nothing', async () => {
    const lite = fakeLite(null, 'signed in');
    const hook = verdicts([]);
    const reply = await serveThroughUserCreationGate({
      expectedEmail: null,
      discard,
      ...hook,
      ...lite,
    });
    expect(reply).toBe('signed in');
    expect(lite.passes).toEqual([null]);
    expect(hook.asked).toEqual([]);
  });

  it('asks about the address a sign-up names first, and serves an approved one once', async () => {
    const lite = fakeLite('ada@lab.example.edu');
    const hook = verdicts([]);
    const reply = await serveThroughUserCreationGate({
      expectedEmail: 'ada@lab.example.edu',
      discard,
      ...hook,
      ...lite,
    });
    expect(reply).toBe('created');
    expect(lite.passes).toEqual(['ada@lab.example.edu']);
    expect(hook.asked).toEqual(['ada@lab.example.edu']);
  });

  it('answers the refusal once lite goes to create a refused address, in one pass', async () => {
    const lite = fakeLite('eve@attacker.example');
    const hook = verdicts(['eve@attacker.example']);
    const reply = await serveThroughUserCreationGate({
      expectedEmail: 'eve@attacker.example',
      discard,
      ...hook,
      ...lite,
    });
    expect(reply).toBe('refused eve@attacker.example');
    expect(lite.passes).toEqual([null]);
  });

  it('keeps lite’s own answer when lite refuses before creating (Auth’s order)', async () => {
    const lite = fakeLite(null, 'weak_password');
    const hook = verdicts(['eve@attacker.example']);
    const reply = await serveThroughUserCreationGate({
      expectedEmail: 'eve@attacker.example',
      discard,
      ...hook,
      ...lite,
    });
    expect(reply).toBe('weak_password');
  });

  it('holds a creation nobody expected, asks about it, and serves again only if approved', async () => {
    const approved = fakeLite('grace@lab.example.edu');
    const discarded: string[] = [];
    const reply = await serveThroughUserCreationGate({
      expectedEmail: null,
      discard: async (result) => void discarded.push(result),
      ...verdicts([]),
      ...approved,
    });
    expect(reply).toBe('created');
    expect(approved.passes).toEqual([null, 'grace@lab.example.edu']);
    expect(discarded).toEqual(['lite 500']);

    const refused = fakeLite('eve@attacker.example');
    const refusal = await serveThroughUserCreationGate({
      expectedEmail: null,
      discard,
      ...verdicts(['eve@attacker.example']),
      ...refused,
    });
    expect(refusal).toBe('refused eve@attacker.example');
    expect(refused.passes).toEqual([null]);
  });
});

describe('the gate on lite itself (PGlite)', () => {
  let connection: PgliteConnection;
  let app: Pick<App, 'fetch'>;
  const mails: string[] = [];
  let unmute: () => void;

  beforeAll(async () => {
    unmute = muteConsole();
    connection = await createPgliteConnection({});
    const lite = new App({
      connection,
      auth: {
        enabled: true,
        jwt_secret: localKeys.jwtSecret,
        publishable_key: localKeys.publishableKey,
        secret_key: localKeys.secretKey,
        site_url: 'http://localhost:5173',
        email: { enable_confirmations: true },
      },
      options: {
        drivers: { email: { send: async ({ to }: { to: string }) => void mails.push(to) } },
        server: { disableStudio: true, disableFallback: true, admin: false },
      },
    });
    gateUserCreation(connection);
    await lite.ensureSystemSchema();
    app = lite;
  }, 60_000);

  afterAll(async () => {
    await connection.close();
    unmute();
  });

  const post = (path: string, body: unknown) =>
    app.fetch(
      new Request(`http://127.0.0.1:54321/auth/v1/${path}`, {
        method: 'POST',
        headers: { apikey: localKeys.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const users = async () =>
    (await connection.driver.query<{ email: string }>('select email from auth.users')).rows.map(
      (row) => row.email,
    );

  it.each([
    ['a sign-up', 'signup', { email: 'Held@Example.org', password: 'long enough 42' }],
    [
      'a magic link that asks not to create (lite creates anyway)',
      'magiclink',
      { email: 'held@example.org', create_user: false },
    ],
    [
      'an OTP whose flags disagree',
      'otp',
      { email: 'held@example.org', create_user: true, options: { shouldCreateUser: false } },
    ],
  ])('holds %s for an address not approved: no user, no e-mail', async (_, path, body) => {
    const { result, held } = await throughUserCreationGate(null, () => post(path, body));
    expect(result.status).toBe(500);
    expect(held?.email).toBe('held@example.org');
    expect(await users()).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('stops a creation outside any gated request', async () => {
    const response = await post('signup', {
      email: 'outside@example.org',
      password: 'long enough 42',
    });
    expect(response.status).toBe(500);
    expect(await users()).toEqual([]);
  });

  it('lets exactly the approved address through', async () => {
    const { result, held } = await throughUserCreationGate('ada@example.org', () =>
      post('signup', { email: 'Ada@Example.org', password: 'long enough 42' }),
    );
    expect(result.status).toBe(200);
    expect(held).toBeNull();
    expect(await users()).toEqual(['ada@example.org']);
    expect(mails).toEqual(['ada@example.org']);
  });
});
