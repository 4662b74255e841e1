import { spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdir, mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries, type PostgresBinaries } from './postgres-binaries';
import { startCleanupWatchdog } from './cleanup-watchdog';

/** A throw-away PostgreSQL server on loopback; `stop()` shuts it down and deletes every file. */
export interface PostgresServer {
  host: '127.0.0.1';
  port: number;
  /** The superuser initdb created. */
  superuser: string;
  database: 'postgres';
  binaries: PostgresBinaries;
  /** A folder removed with the server, for files handed to its tools (pgbench scripts). */
  scratchFolder: string;
  /** The server's major version, e.g. 15. */
  majorVersion: number;
  stop(): Promise<void>;
}

export interface PostgresServerOptions {
  /**
   * `fast` (tests): no fsync and asynchronous commits, nothing to keep after the run. `durable`
   * (benchmarks): the server's defaults, so each commit waits for its WAL flush as in production.
   */
  durability: 'fast' | 'durable';
  /**
   * The superuser's name; `postgres` unless set. Supabase's image names it `supabase_admin`, so
   * that `postgres` can be the project's own role without superuser rights.
   */
  superuser?: string;
}

// Tests keep nothing, and a deadlock is reported after 0.1 s instead of the default 1 s.
const fastSettings = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'deadlock_timeout=100ms',
];

/**
 * initdb in a fresh temp folder (owned by the server's user when we are root), then `postgres`
 * on a free loopback port with its own socket folder. Nothing global is touched: no service, no
 * system cluster, no /var/run socket. A watchdog removes it all if this process dies unannounced.
 */
export async function startPostgresServer(options: PostgresServerOptions): Promise<PostgresServer> {
  const binaries = findPostgresBinaries();
  const superuser = options.superuser ?? 'postgres';
  const root = await mkdtemp(path.join(tmpdir(), 'associate-postgres-'));
  const folders = { data: path.join(root, 'data'), socket: path.join(root, 'socket') };
  const scratchFolder = path.join(root, 'scratch');
  const watchdog = startCleanupWatchdog({ root, dataFolder: folders.data });
  let server: ChildProcess | undefined;
  let removed: Promise<void> | undefined;
  // Idempotent: a signal handler and the normal teardown may both ask.
  const removeAll = () =>
    (removed ??= (async () => {
      if (server) await stopServer(server, folders.data);
      watchdog.cancel();
      await rm(root, { recursive: true, force: true });
    })());
  try {
    for (const folder of [folders.socket, scratchFolder]) await mkdir(folder);
    if (binaries.runAs) {
      for (const folder of [root, folders.socket])
        await chown(folder, binaries.runAs.uid, binaries.runAs.gid);
    }
    await run(binaries, 'initdb', {
      // Trust is safe here: the server listens on loopback and its own socket folder only.
      args: ['-D', folders.data, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--locale=C'],
      cwd: root,
    });
    const started = await startOnFreePort(binaries, { root, folders, options, superuser });
    server = started.child;
    return {
      host: '127.0.0.1',
      port: started.port,
      superuser,
      database: 'postgres',
      binaries,
      scratchFolder,
      majorVersion: started.majorVersion,
      stop: removeAll,
    };
  } catch (error) {
    await removeAll();
    throw error;
  }
}

async function startOnFreePort(
  binaries: PostgresBinaries,
  context: {
    root: string;
    folders: { data: string; socket: string };
    options: PostgresServerOptions;
    superuser: string;
  },
): Promise<{ child: ChildProcess; port: number; majorVersion: number }> {
  const { root, folders, options, superuser } = context;
  // A free port can be taken between our probe and the server's bind: then try another.
  for (let attempt = 1; ; attempt++) {
    const port = await freeLoopbackPort();
    const settings = [
      'listen_addresses=127.0.0.1',
      `port=${port}`,
      `unix_socket_directories=${folders.socket}`,
      'max_connections=150',
      ...(options.durability === 'fast' ? fastSettings : []),
    ];
    const log = await open(path.join(root, `server-${attempt}.log`), 'w');
    const [command, ...args] = binaries.command('postgres', [
      '-D',
      folders.data,
      ...settings.flatMap((setting) => ['-c', setting]),
    ]);
    // Its own process group: a Ctrl+C in the terminal reaches us, and we stop the server cleanly.
    const child = spawn(command, args, {
      cwd: root,
      detached: true,
      stdio: ['ignore', log.fd, log.fd],
    });
    await log.close();
    const majorVersion = await waitUntilReady(child, port, superuser).catch(
      async (error: unknown) => {
        await stopServer(child, folders.data);
        const text = await readFile(path.join(root, `server-${attempt}.log`), 'utf8');
        if (attempt < 3 && /could not bind|already in use/i.test(text)) return undefined;
        throw new Error(
          `PostgreSQL did not start: ${(error as Error).message}\n${text.slice(-2000)}`,
        );
      },
    );
    if (majorVersion !== undefined) return { child, port, majorVersion };
  }
}

async function waitUntilReady(
  child: ChildProcess,
  port: number,
  superuser: string,
): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: superuser,
      database: 'postgres',
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ version: string }>(
        "select current_setting('server_version_num') as version",
      );
      return Math.floor(Number(rows[0]!.version) / 10_000);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** Fast shutdown (SIGINT to the postmaster), then harder signals if it lingers. */
async function stopServer(child: ChildProcess, dataFolder: string): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const postmaster = await postmasterPid(dataFolder);
  for (const [signal, waitMs] of [
    ['SIGINT', 10_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    for (const pid of [postmaster, child.pid]) {
      if (pid !== undefined) {
        try {
          process.kill(pid, signal);
        } catch {
          // Already gone.
        }
      }
    }
    const done = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs)),
    ]);
    if (done) return;
  }
}

async function postmasterPid(dataFolder: string): Promise<number | undefined> {
  try {
    const pid = Number(
      (await readFile(path.join(dataFolder, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Runs one of the server's programs to completion; a failure carries its output. */
function run(
  binaries: PostgresBinaries,
  program: 'initdb',
  options: { args: string[]; cwd: string },
): Promise<void> {
  const [command, ...args] = binaries.command(program, [...options.args, '--no-sync']);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}):\n${output}`)),
    );
  });
}
