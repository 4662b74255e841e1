import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PostgresEndpoint } from '../server/postgres-endpoint';

/** One pgbench script and its relative weight among the scripts of the run. */
export interface PgbenchScript {
  name: string;
  sql: string;
  weight: number;
}

export interface PgbenchResult {
  exitCode: number | null;
  output: string;
  transactions: number;
  failedTransactions: number;
  abortedClients: boolean;
}

/**
 * Runs pgbench against the endpoint for a fixed time on loopback, connected the way PostgREST
 * is (authenticator, switched to `service_role`), with no vacuum and no pgbench tables.
 */
export async function runPgbench(
  endpoint: PostgresEndpoint,
  options: { scripts: PgbenchScript[]; clients: number; seconds: number },
): Promise<PgbenchResult> {
  const scriptArgs: string[] = [];
  for (const script of options.scripts) {
    const file = path.join(endpoint.scratchFolder, `${script.name}.sql`);
    await writeFile(file, script.sql);
    scriptArgs.push('-f', `${file}@${script.weight}`);
  }
  const args = [
    ...['-n', '-h', endpoint.host, '-p', String(endpoint.port), '-U', 'authenticator'],
    ...['-c', String(options.clients), '-j', '2', '-T', String(options.seconds)],
    ...scriptArgs,
    'postgres',
  ];
  const output = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
    const child = spawn(path.join(endpoint.binFolder, 'pgbench'), args, {
      env: { ...process.env, PGOPTIONS: '-c role=service_role' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, text }));
  });
  const count = (pattern: RegExp) => Number(output.text.match(pattern)?.[1] ?? Number.NaN);
  return {
    exitCode: output.code,
    output: output.text,
    transactions: count(/number of transactions actually processed: (\d+)/),
    failedTransactions: count(/number of failed transactions: (\d+)/),
    abortedClients: /aborted|error/i.test(output.text),
  };
}
