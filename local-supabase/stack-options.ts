import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultDataFolder, defaultPorts, loopbackHost } from './stack-defaults';
import type { StackLogger } from './stack-logger';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const port = z.number().int().min(0).max(65_535);

/** How to run the stack; every field has the `npm run stack` default. */
export const stackOptionsSchema = z.object({
  /** The folder holding `supabase/` (config.toml, migrations, functions). */
  projectRoot: z.string().default(repositoryRoot),
  /** API port (`/auth/v1`, `/rest/v1`, `/functions/v1`); 0 picks a free one. */
  apiPort: port.default(defaultPorts.api),
  /** Mailbox port (HTML inbox + Mailpit API); 0 picks a free one. */
  mailPort: port.default(defaultPorts.mail),
  /** PGlite data folder, relative to projectRoot; ignored with `memory`. */
  dataFolder: z.string().min(1).default(defaultDataFolder),
  /** Keep the database in memory: nothing survives `stop()`. */
  memory: z.boolean().default(false),
  /** Delete the data folder first, so migrations and seed run from scratch. */
  reset: z.boolean().default(false),
  /** Edge functions to run; defaults to supabase/functions; null runs none. */
  functionsFolder: z.string().nullable().optional(),
  /** Extra variables for every function (win over supabase/functions/.env). */
  functionEnvironment: z.record(z.string(), z.string()).default({}),
  /** Per-function settings over config.toml's `[functions.<name>]` (fixtures have no entry). */
  functionSettings: z.record(z.string(), z.object({ verifyJwt: z.boolean() })).default({}),
  /** Overrides config.toml's `auth.site_url` (e.g. an app served on another port). */
  siteUrl: z.url().optional(),
  /** Only warnings and errors are printed (tests). */
  quiet: z.boolean().default(false),
  /** How long start-up waits for each function's first start to serve or fail. */
  functionsReadyTimeoutMs: z.number().int().positive().default(120_000),
  /** Largest request body accepted by `/auth/v1` and `/rest/v1`. */
  bodyLimitBytes: z
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  /**
   * Turn-taking for the requests that use the database (`/auth/v1`, `/rest/v1`): served in
   * arrival order, `concurrency` at a time; a request that finds `maxQueued` others waiting, or
   * is still waiting after `maxWaitMs`, gets 503 with Retry-After.
   */
  admission: z
    .object({
      concurrency: z.number().int().positive().default(1),
      maxQueued: z.number().int().nonnegative().default(2000),
      maxWaitMs: z.number().int().positive().default(20_000),
    })
    .prefault({}),
});

export type StackOptions = z.input<typeof stackOptionsSchema> & {
  /** Where log lines go (defaults to stdout, labelled). */
  logger?: StackLogger;
  /**
   * The machine's environment as the functions should see it (defaults to `process.env`): Deno
   * takes its cache, trust and proxy settings from it, and listed variables win over `.env`.
   */
  processEnvironment?: NodeJS.ProcessEnv;
};
export type ResolvedStackOptions = z.output<typeof stackOptionsSchema>;

export const stackHost = loopbackHost;

export interface StackPaths {
  supabaseFolder: string;
  configFile: string;
  migrationsFolder: string;
  functionsFolder: string | null;
  dataFolder: string | null;
  denoPath: string;
}

export function resolveStackPaths(options: ResolvedStackOptions): StackPaths {
  const root = options.projectRoot;
  const functionsFolder =
    options.functionsFolder === null
      ? null
      : path.resolve(root, options.functionsFolder ?? 'supabase/functions');
  const supabaseFolder = path.join(root, 'supabase');
  return {
    supabaseFolder,
    configFile: path.join(supabaseFolder, 'config.toml'),
    migrationsFolder: path.join(supabaseFolder, 'migrations'),
    functionsFolder,
    dataFolder: options.memory ? null : path.resolve(root, options.dataFolder),
    denoPath: path.join(repositoryRoot, 'node_modules', '.bin', 'deno'),
  };
}
