import { parseArgs } from 'node:util';

export const allowlistUsage = `Usage:
  npm run allowlist -- add <email|@domain> [--note "why"]
  npm run allowlist -- remove <email|@domain>
  npm run allowlist -- list

Manages the beta approval list (public.beta_allowlist) through the Supabase API with the secret
key. Targets SUPABASE_URL and SUPABASE_SECRET_KEY when set, else the values in
.env.development.local and .env.development (the local stack: start it with \`npm run stack\`).

An entry is one address (ada@lab.example.edu) or a whole domain (@lab.example.edu).`;

export type AllowlistCommand =
  | { kind: 'help' }
  | { kind: 'list' }
  | { kind: 'add'; entry: string; note: string }
  | { kind: 'remove'; entry: string };

/** Bad input for the tool; the message is meant for the person who typed it. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

// The same rules as the table's check constraint (20250917000000_create_beta_allowlist.sql).
const addressPattern = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/;
const domainPattern = /^@[^@\s.]+(\.[^@\s.]+)+$/;
const longestNote = 500;

/** An entry as the table stores it (trimmed, lower-case), or a UsageError saying what is wrong. */
export function normaliseEntry(raw: string): string {
  const entry = raw.trim().toLowerCase();
  if (entry.length === 0) throw new UsageError('The entry is empty.');
  if (entry.length > 320) throw new UsageError('The entry is longer than 320 characters.');
  if (!addressPattern.test(entry) && !domainPattern.test(entry)) {
    throw new UsageError(
      `"${raw}" is neither an e-mail address (ada@lab.example.edu) nor a domain (@lab.example.edu).`,
    );
  }
  return entry;
}

export function parseAllowlistArguments(argv: readonly string[]): AllowlistCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { note: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') return { kind: 'help' };
  if (command === undefined) throw new UsageError('Say what to do: add, remove or list.');
  if (command === 'list') {
    expectCount(rest, 0, 'list');
    return { kind: 'list' };
  }
  if (command === 'add' || command === 'remove') {
    expectCount(rest, 1, command);
    const entry = normaliseEntry(rest[0] ?? '');
    if (command === 'remove') {
      if (values.note !== undefined) throw new UsageError('--note only goes with add.');
      return { kind: 'remove', entry };
    }
    const note = (values.note ?? '').trim();
    if (note.length > longestNote) {
      throw new UsageError(`The note is longer than ${longestNote} characters.`);
    }
    return { kind: 'add', entry, note };
  }
  throw new UsageError(`Unknown command "${command}": use add, remove or list.`);
}

function expectCount(values: string[], count: number, command: string): void {
  if (values.length === count) return;
  throw new UsageError(
    count === 0
      ? `${command} takes no entry.`
      : `${command} takes exactly one entry (an address or @domain), got ${values.length}.`,
  );
}
