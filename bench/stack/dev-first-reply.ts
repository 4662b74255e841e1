import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../local-supabase/functions/free-port';
import { startReadyProcess } from '../../tests/support/ready-process.ts';
import { createUsers, sendMessage } from './stack-users.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** From `npm run dev` to each milestone of a newcomer's first run, in milliseconds. */
export interface DevFirstReplyFigures {
  /** The stack's banner: Auth, Data API, mailbox and functions started. */
  bannerMs: number;
  /** The app's page answers on its port. */
  appMs: number;
  /** A new user at a demo address signed up, confirmed by mail, and got a route reply. */
  firstReplyMs: number;
}

/**
 * Runs `npm run dev` as a newcomer does (a new database, the Deno cache `npm install` filled),
 * on free ports beside any running copy, and times it from spawn to the first reply of the
 * `route` function: sign-up at a demo address, the confirmation link from the mailbox, one
 * message. Everything runs on loopback; the reply comes from the offline engine unless
 * supabase/functions/.env names a vendor.
 */
export async function measureDevFirstReply(dataFolder: string): Promise<DevFirstReplyFigures> {
  const [apiPort, mailPort, appPort] = await Promise.all(
    [1, 2, 3].map(() => findFreePort('127.0.0.1')),
  );
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const startedAt = performance.now();
  const since = () => performance.now() - startedAt;
  const starting = startReadyProcess('npm', ['run', 'dev'], {
    cwd: projectRoot,
    group: true,
    env: {
      ...process.env,
      LOCAL_SUPABASE_API_PORT: String(apiPort),
      LOCAL_SUPABASE_MAIL_PORT: String(mailPort),
      LOCAL_SUPABASE_DATA_DIR: dataFolder,
      LOCAL_SUPABASE_SITE_URL: appUrl,
      APP_PORT: String(appPort),
      VITE_SUPABASE_URL: apiUrl,
    },
    readLine: (line) => (/Local Supabase (ready|started) in/.test(line) ? true : undefined),
    timeoutMs: 180_000,
    label: 'npm run dev',
  });
  const appAnswering = untilAnswering(appUrl, 180_000).then(since);
  appAnswering.catch(() => {}); // said by `starting` if the stack never came up
  const dev = await starting;
  try {
    const appMs = await appAnswering;
    const [user] = await createUsers(
      { apiUrl, mailUrl: `http://127.0.0.1:${mailPort}` },
      {
        count: 1,
        concurrency: 1,
      },
    );
    await sendMessage(apiUrl, user!, 'We will utilize the survey in order to measure recall.');
    return { bannerMs: dev.readyAfterMs, appMs, firstReplyMs: since() };
  } finally {
    await dev.stop();
  }
}

async function untilAnswering(url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
