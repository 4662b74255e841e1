import { z } from 'zod';

/**
 * How a server child process tells its parent it is ready: one stdout line starting with this
 * marker, followed by the JSON of what it serves. Everything else on stdout is log output.
 */
export const readyMarker = 'E2E_SERVER_READY ';

/** What the stack child receives (JSON in `E2E_STACK_OPTIONS`). */
export const stackServerOptionsSchema = z.object({
  apiPort: z.number().int().min(0).max(65_535),
  mailPort: z.number().int().min(0).max(65_535),
  siteUrl: z.url(),
  /** Extra variables for every edge function (e.g. a vendor pointed at a mock). */
  functionEnvironment: z.record(z.string(), z.string()).default({}),
  /** Another edge-functions folder (absolute); default supabase/functions. */
  functionsFolder: z.string().optional(),
  /** Print the stack's info lines (functions' logs, e-mails) as well as warnings. */
  verbose: z.boolean().default(false),
});
export type StackServerOptions = z.input<typeof stackServerOptionsSchema>;

/** What the stack child reports once ready. */
export const stackReadySchema = z.object({
  apiUrl: z.url(),
  mailUrl: z.url(),
  publishableKey: z.string().min(1),
  secretKey: z.string().min(1),
  functions: z.array(z.string()),
});
export type StackReady = z.infer<typeof stackReadySchema>;

/** What the app child receives (JSON in `E2E_APP_OPTIONS`). */
export const appServerOptionsSchema = z.object({
  port: z.number().int().min(1).max(65_535),
  supabaseUrl: z.url(),
  publishableKey: z.string().min(1),
});
export type AppServerOptions = z.input<typeof appServerOptionsSchema>;

/** What the app child reports once ready. */
export const appReadySchema = z.object({ appUrl: z.url() });
export type AppReady = z.infer<typeof appReadySchema>;

/** Parses the JSON options a parent put in an environment variable, or exits with why not. */
export function readServerOptions<Schema extends z.ZodType>(
  variable: string,
  schema: Schema,
): z.output<Schema> {
  const text = process.env[variable];
  if (!text)
    throw new Error(`${variable} is not set: start this server through test-environment.ts`);
  return schema.parse(JSON.parse(text));
}

export function announceReady(details: unknown): void {
  process.stdout.write(`${readyMarker}${JSON.stringify(details)}\n`);
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits; a second signal exits at once. */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const handle = () => {
    if (stopping) process.exit(130);
    stopping = true;
    void stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
