import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../start-local-supabase';

let stack: LocalSupabase;

beforeAll(async () => {
  stack = await startLocalSupabase({
    memory: true,
    apiPort: 0,
    mailPort: 0,
    quiet: true,
    functionsFolder: null,
    admission: { concurrency: 1, maxQueued: 3, maxWaitMs: 30_000 },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/** One RPC call on its own connection, like one of many independent clients. */
function callIsEmailAllowed(email: string): Promise<Answer> {
  const payload = JSON.stringify({ p_email: email });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${stack.apiUrl}/rest/v1/rpc/is_email_allowed`,
      {
        method: 'POST',
        agent: false,
        headers: {
          apikey: stack.publishableKey,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            retryAfter: incoming.headers['retry-after'],
            body,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Holds PGlite's only session in a transaction until `release` is called. */
function holdDatabase(): { release: () => void; released: Promise<unknown> } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const released = stack.database.transaction(async (transaction) => {
    await transaction.query('select 1');
    await gate;
  });
  return { release, released };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('fair admission to the database', () => {
  it('answers every request: the queued ones once the database is free, the rest with 503 and Retry-After', async () => {
    const held = holdDatabase();
    const answers: Answer[] = [];
    const calls = Array.from({ length: 10 }, (_, index) =>
      callIsEmailAllowed(`queued-${index}@example.edu`).then((answer) => {
        answers.push(answer);
        return answer;
      }),
    );
    // One request holds the only turn (stuck on the held database) and three wait in line.
    await until(() => answers.length === 6);
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(503));
    expect(answers[0]?.retryAfter).toBe('1');
    expect(JSON.parse(answers[0]?.body ?? '{}')).toMatchObject({ code: 'stack_busy' });

    held.release();
    await held.released;
    const all = await Promise.all(calls);

    expect(all.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(all.filter((answer) => answer.status === 503)).toHaveLength(6);
  }, 60_000);

  it('serves requests that queued behind a busy database in the order they arrived', async () => {
    const held = holdDatabase();
    const finished: number[] = [];
    const calls: Array<Promise<Answer>> = [];
    // A first request takes the turn; each later one is sent once the one before it is waiting.
    for (let index = 0; index < 4; index++) {
      calls.push(
        callIsEmailAllowed(`ordered-${index}@example.edu`).then((answer) => {
          finished.push(index);
          return answer;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    held.release();
    await held.released;

    const all = await Promise.all(calls);

    expect(all.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(finished).toEqual([0, 1, 2, 3]);
  }, 60_000);
});
