import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where Debian's `postgresql` package puts the server programs: /usr/lib/postgresql/<major>/bin. */
const debianRoot = '/usr/lib/postgresql';
const programs = ['initdb', 'postgres', 'pgbench'] as const;
export type PostgresProgram = (typeof programs)[number];

/** How to run the server's programs on this machine, and as whom. */
export interface PostgresBinaries {
  folder: string;
  /** The user the server runs as: `postgres` when we are root (PostgreSQL refuses root). */
  runAs: { user: string; uid: number; gid: number } | undefined;
  /** `[command, ...args]` running `program`: the server's own programs as `runAs`, clients as us. */
  command(program: PostgresProgram, args: readonly string[]): [string, ...string[]];
}

/**
 * Finds the server programs: `POSTGRES_BIN_DIR` if set, else the newest major version Debian
 * installed. Missing programs get an error that says how to install them (`.ci/run` does).
 */
export function findPostgresBinaries(
  environment: NodeJS.ProcessEnv = process.env,
): PostgresBinaries {
  const folder = environment.POSTGRES_BIN_DIR?.trim() || newestDebianFolder();
  const missing = programs.filter((program) => !folder || !existsSync(path.join(folder, program)));
  if (!folder || missing.length > 0) {
    throw new Error(
      `PostgreSQL server programs not found (${missing.join(', ')} in ${folder ?? debianRoot + '/*/bin'}). ` +
        "Install Debian's postgresql package (apt-get install -y postgresql; .ci/run does) " +
        'or set POSTGRES_BIN_DIR to a folder holding initdb, postgres and pgbench.',
    );
  }
  const runAs = process.getuid?.() === 0 ? postgresAccount() : undefined;
  return {
    folder,
    runAs,
    command: (program, args) => {
      const executable = path.join(folder, program);
      if (!runAs || program === 'pgbench') return [executable, ...args];
      // runuser, not setuid from Node: it also drops root's supplementary groups.
      return ['runuser', '-u', runAs.user, '--', executable, ...args];
    },
  };
}

function newestDebianFolder(): string | undefined {
  if (!existsSync(debianRoot)) return undefined;
  const majors = readdirSync(debianRoot)
    .filter((name) => /^\d+$/.test(name))
    .sort((left, right) => Number(right) - Number(left));
  return majors.map((major) => path.join(debianRoot, major, 'bin')).find(existsSync);
}

function postgresAccount(): { user: string; uid: number; gid: number } {
  const user = 'postgres';
  try {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    return { user, uid, gid };
  } catch {
    throw new Error(
      'PostgreSQL refuses to run as root, and this machine has no postgres user to run it as ' +
        "(Debian's postgresql package creates one).",
    );
  }
}
