import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { confirmThroughMailbox } from '../../local-supabase/contract/email-confirmation';
import { MailboxClient } from '../../local-supabase/contract/mailbox-client';
import { findFreePort } from '../../local-supabase/functions/free-port';
import { localKeys } from '../../local-supabase/stack-defaults';

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
  const dev = spawn('npm', ['run', 'dev'], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      LOCAL_SUPABASE_API_PORT: String(apiPort),
      LOCAL_SUPABASE_MAIL_PORT: String(mailPort),
      LOCAL_SUPABASE_DATA_DIR: dataFolder,
      LOCAL_SUPABASE_SITE_URL: appUrl,
      APP_PORT: String(appPort),
      VITE_SUPABASE_URL: apiUrl,
    },
  });
  try {
    const since = () => performance.now() - startedAt;
    const [bannerMs, appMs] = await Promise.all([
      untilBanner(dev).then(since),
      untilAnswering(appUrl).then(since),
    ]);
    await firstReply(apiUrl, `http://127.0.0.1:${mailPort}`);
    return { bannerMs, appMs, firstReplyMs: since() };
  } finally {
    await stopGroup(dev);
  }
}

function untilBanner(child: ChildProcess): Promise<void> {
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const read = (line: string) => {
      output.push(line);
      if (/Local Supabase (ready|started) in/.test(line)) resolve();
    };
    createInterface({ input: child.stdout! }).on('line', read);
    createInterface({ input: child.stderr! }).on('line', read);
    child.once('exit', (code) =>
      reject(new Error(`npm run dev exited (${code}) first:\n${output.slice(-40).join('\n')}`)),
    );
  });
}

async function untilAnswering(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
}

async function firstReply(apiUrl: string, mailUrl: string): Promise<void> {
  const email = `newcomer-${randomUUID().slice(0, 8)}@demo.associate.test`;
  const headers = { apikey: localKeys.publishableKey, 'content-type': 'application/json' };
  const signUp = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'newcomer password 42' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const { accessToken } = await confirmThroughMailbox(new MailboxClient(mailUrl), email);
  const reply = await fetch(`${apiUrl}/functions/v1/route`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ text: 'We will utilize the survey in order to measure recall.' }),
  });
  const body = (await reply.json()) as { output?: unknown };
  if (!reply.ok || typeof body.output !== 'string' || body.output === '') {
    throw new Error(`the route function answered ${reply.status}: ${JSON.stringify(body)}`);
  }
}

/** Ctrl+C for the whole `npm run dev` group (npm, concurrently, the stack, Vite). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGINT');
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
