import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localKeys } from '../../local-supabase/stack-defaults';
import { info, judged, startRun } from '../shared/bench-result.ts';
import { formatDecimal } from '../shared/format.ts';
import { latencyRow, latencySummary, runLoad } from '../shared/load-generator.ts';
import { measureDevFirstReply } from './dev-first-reply.ts';
import { startStack } from './stack-process.ts';
import { createUsers, userPassword } from './stack-users.ts';

const goals = { devFirstReplyMs: 15_000, coldStartMs: 8_000 };
const seconds = (milliseconds: number) => `${formatDecimal(milliseconds / 1000)} s`;

/** Calls to one endpoint of the stack at 1 connection, then at 50. */
async function latencyAtOneAndFifty(
  url: string,
  body: unknown,
  requests: { one: number; fifty: number },
) {
  const request = {
    url,
    headers: { apikey: localKeys.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
  const at = async (connections: number, count: number) => ({
    connections,
    ...latencySummary(
      await runLoad({ connections, requests: count, requestsFor: () => [request] }),
    ),
  });
  return [await at(1, requests.one), await at(50, requests.fifty)];
}

/**
 * `npm run bench:stack`: how long a newcomer's `npm run dev` takes to the first reply of the
 * route function, how long `npm run stack` takes to be ready on a new database and on the same
 * one again, then password sign-in and the is_email_allowed RPC at concurrency 1 and 50
 * against that stack. Prints its rows and saves bench/results/stack.json.
 */
async function main(): Promise<void> {
  const run = startRun('stack');
  const dataRoot = await mkdtemp(path.join(tmpdir(), 'stack-bench-'));
  try {
    const devFirstReply = await measureDevFirstReply(path.join(dataRoot, 'dev'));
    const cold = await startStack({ dataFolder: path.join(dataRoot, 'data') });
    await cold.stop();
    const warm = await startStack({ dataFolder: path.join(dataRoot, 'data') });
    try {
      const [user] = await createUsers(warm, { count: 1, concurrency: 1 });
      const { email } = user!;
      const signIn = await latencyAtOneAndFifty(
        `${warm.apiUrl}/auth/v1/token?grant_type=password`,
        { email, password: userPassword },
        { one: 40, fifty: 200 },
      );
      const emailCheck = await latencyAtOneAndFifty(
        `${warm.apiUrl}/rest/v1/rpc/is_email_allowed`,
        { p_email: email },
        { one: 300, fifty: 2_000 },
      );
      const { firstReplyMs, bannerMs } = devFirstReply;
      await run.save(
        [
          judged(
            'npm run dev to the first route reply (new user: sign-up, mail link, message)',
            `${seconds(firstReplyMs)} (banner ${seconds(bannerMs)})`,
            `≤ ${goals.devFirstReplyMs / 1000} s`,
            firstReplyMs <= goals.devFirstReplyMs,
          ),
          judged(
            'cold start to ready (new database)',
            seconds(cold.readyAfterMs),
            `≤ ${goals.coldStartMs / 1000} s`,
            cold.readyAfterMs <= goals.coldStartMs,
          ),
          info('warm restart to ready', seconds(warm.readyAfterMs)),
          ...signIn.map((row) =>
            latencyRow(`password sign-in p50 / p99, concurrency ${row.connections}`, row),
          ),
          ...emailCheck.map((row) =>
            latencyRow(`is_email_allowed p50 / p99, concurrency ${row.connections}`, row),
          ),
        ],
        {
          devFirstReply,
          coldStartMs: cold.readyAfterMs,
          warmRestartMs: warm.readyAfterMs,
          passwordSignIn: signIn,
          isEmailAllowed: emailCheck,
        },
      );
    } finally {
      await warm.stop();
    }
  } finally {
    await rm(dataRoot, { recursive: true, force: true });
  }
}

await main();
