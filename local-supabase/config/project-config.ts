import { readFile } from 'node:fs/promises';
import { parse } from 'smol-toml';
import { z } from 'zod';
import { parseHookUri, type HookTarget } from './hook-uri';

const hookSchema = z.object({ enabled: z.boolean().default(false), uri: z.string().optional() });

const authEmailSchema = z.object({
  enable_signup: z.boolean().default(true),
  enable_confirmations: z.boolean().default(false),
  double_confirm_changes: z.boolean().default(true),
  secure_password_change: z.boolean().default(false),
  max_frequency: z.string().default('1s'),
  otp_length: z.number().int().min(6).max(10).default(6),
  otp_expiry: z.number().int().positive().default(3600),
});

const authSchema = z.object({
  enabled: z.boolean().default(true),
  site_url: z.url().default('http://127.0.0.1:3000'),
  additional_redirect_urls: z.array(z.string()).default([]),
  jwt_expiry: z.number().int().positive().max(604_800).default(3600),
  enable_signup: z.boolean().default(true),
  enable_refresh_token_rotation: z.boolean().default(true),
  refresh_token_reuse_interval: z.number().int().min(0).default(10),
  minimum_password_length: z.number().int().min(6).default(6),
  email: authEmailSchema.prefault({}),
  hook: z.object({ before_user_created: hookSchema.optional() }).prefault({}),
});

const functionSchema = z.object({
  enabled: z.boolean().default(true),
  verify_jwt: z.boolean().default(true),
});

/** The part of `supabase/config.toml` the embedded stack honours; other keys are left alone. */
export const projectConfigSchema = z.object({
  auth: authSchema.prefault({}),
  db: z
    .object({
      seed: z
        .object({
          enabled: z.boolean().default(true),
          sql_paths: z.array(z.string()).default(['./seed.sql']),
        })
        .prefault({}),
    })
    .prefault({}),
  functions: z.record(z.string(), functionSchema.prefault({})).default({}),
});

export type ProjectConfig = z.infer<typeof projectConfigSchema>;
export type AuthSettings = ProjectConfig['auth'];

/**
 * Whether the gateway checks the caller's JWT before `<name>` runs: `[functions.<name>]
 * verify_jwt`, true when the file leaves it out or names no such function, as the CLI and hosted
 * Supabase decide.
 */
export function functionVerifiesJwt(config: ProjectConfig, name: string): boolean {
  return config.functions[name]?.verify_jwt ?? true;
}

/** config.toml, checked, with the hook URI already resolved. */
export interface LoadedProjectConfig {
  config: ProjectConfig;
  /** The SQL function Auth calls before creating a user, when the hook is enabled. */
  beforeUserCreatedHook: HookTarget | null;
}

/** Reads and validates `supabase/config.toml`; a bad file fails start-up with its own message. */
export async function loadProjectConfig(configPath: string): Promise<LoadedProjectConfig> {
  let text: string;
  try {
    text = await readFile(configPath, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${configPath}: ${(error as Error).message}`, { cause: error });
  }
  return parseProjectConfig(text, configPath);
}

export function parseProjectConfig(text: string, sourceName: string): LoadedProjectConfig {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    throw new Error(`${sourceName} is not valid TOML: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const result = projectConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`${sourceName} is invalid:\n${z.prettifyError(result.error)}`);
  }
  const hook = result.data.auth.hook.before_user_created;
  const beforeUserCreatedHook = hook?.enabled ? parseHookUri(hook.uri ?? '') : null;
  return { config: result.data, beforeUserCreatedHook };
}
