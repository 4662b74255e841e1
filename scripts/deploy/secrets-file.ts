import { rmSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The signals that end a deploy from outside: Ctrl-C, `kill`, a closed terminal. */
const endingSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** What the file needs of the process: where signals and the exit are heard. */
export interface ProcessEvents {
  on(event: 'exit' | NodeJS.Signals, listener: (...args: unknown[]) => void): unknown;
  off(event: 'exit' | NodeJS.Signals, listener: (...args: unknown[]) => void): unknown;
  kill(pid: number, signal: NodeJS.Signals): unknown;
  pid: number;
}

export interface SecretsFile {
  path: string;
  /** Deletes the file and its folder; safe to call twice. */
  remove(): Promise<void>;
}

/**
 * A private file for `supabase secrets set --env-file`: mode 600 in a new folder of mode 700.
 * It is deleted by `remove()` and, should the process end first, on its way out: at exit, and
 * on Ctrl-C, `kill` or a closed terminal, after which the signal is raised again so the process
 * ends as it would have (exit status 130 for Ctrl-C). A secret never outlives the deploy on disk.
 */
export async function writeSecretsFile(
  secrets: Record<string, string>,
  events: ProcessEvents = process,
): Promise<SecretsFile> {
  const folder = await mkdtemp(path.join(tmpdir(), 'associate-deploy-'));
  const removeNow = () => rmSync(folder, { recursive: true, force: true });
  const onSignal = (signal: unknown) => {
    removeNow();
    stopListening();
    events.kill(events.pid, signal as NodeJS.Signals);
  };
  const stopListening = () => {
    events.off('exit', removeNow);
    for (const signal of endingSignals) events.off(signal, onSignal);
  };
  events.on('exit', removeNow);
  for (const signal of endingSignals) events.on(signal, onSignal);
  try {
    await chmod(folder, 0o700);
    const file = path.join(folder, 'secrets.env');
    const lines = Object.entries(secrets).map(([name, value]) => `${name}='${value}'`);
    await writeFile(file, `${lines.join('\n')}\n`, { mode: 0o600 });
    return {
      path: file,
      remove: async () => {
        stopListening();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    stopListening();
    removeNow();
    throw error;
  }
}
