import { fileURLToPath } from 'node:url';
import { allowlistUsage, parseAllowlistArguments, UsageError } from './allowlist-arguments';
import { AllowlistApiError, createAllowlistClient, type AllowlistEntry } from './allowlist-client';
import { resolveAllowlistTarget } from './allowlist-environment';

export interface AllowlistIo {
  environment: NodeJS.ProcessEnv;
  projectRoot: string;
  write(text: string): void;
  writeError(text: string): void;
}

/** `npm run allowlist -- …`; returns the exit code (0 done, 1 refused or unreachable, 2 usage). */
export async function runAllowlist(argv: readonly string[], io: AllowlistIo): Promise<number> {
  try {
    const command = parseAllowlistArguments(argv);
    if (command.kind === 'help') {
      io.write(`${allowlistUsage}\n`);
      return 0;
    }
    const target = await resolveAllowlistTarget(io.projectRoot, io.environment);
    const client = createAllowlistClient(target);
    if (command.kind === 'list') {
      io.write(formatEntries(await client.list()));
      return 0;
    }
    if (command.kind === 'add') {
      const added = await client.add(command.entry, command.note);
      io.write(
        added
          ? `Approved ${command.entry}${command.note ? ` (${command.note})` : ''}.\n`
          : `${command.entry} is already on the approval list.\n`,
      );
      return 0;
    }
    if (await client.remove(command.entry)) {
      io.write(`Removed ${command.entry} from the approval list.\n`);
      return 0;
    }
    io.writeError(`${command.entry} is not on the approval list.\n`);
    return 1;
  } catch (error) {
    if (error instanceof UsageError) {
      io.writeError(`${error.message}\n\n${allowlistUsage}\n`);
      return 2;
    }
    if (error instanceof AllowlistApiError) {
      io.writeError(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

export function formatEntries(entries: readonly AllowlistEntry[]): string {
  if (entries.length === 0) return 'The approval list is empty.\n';
  const width = Math.max(5, ...entries.map((entry) => entry.entry.length));
  const lines = entries.map(
    (entry) => `${entry.entry.padEnd(width)}  ${entry.created_at.slice(0, 10)}  ${entry.note}`,
  );
  return `${'ENTRY'.padEnd(width)}  ADDED       NOTE\n${lines.join('\n')}\n${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await runAllowlist(process.argv.slice(2), {
    environment: process.env,
    projectRoot: fileURLToPath(new URL('..', import.meta.url)),
    write: (text) => process.stdout.write(text),
    writeError: (text) => process.stderr.write(text),
  });
}
