import { parse } from 'smol-toml';
import { z } from 'zod';

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `[remotes.<name>]` over the rest of the file, as the Supabase CLI applies it when the project
 * ref is the block's `project_id`: tables merge key by key, and any other value (an array
 * included) replaces the base one.
 */
export function applyRemote(base: Table, remote: Table): Table {
  const merged: Table = { ...base };
  for (const [key, value] of Object.entries(remote)) {
    const current = merged[key];
    merged[key] = isTable(current) && isTable(value) ? applyRemote(current, value) : value;
  }
  return merged;
}

const envReference = /^env\((.*)\)$/;

/**
 * Replaces every `env(NAME)` string with NAME's value, as the CLI does before it pushes; a name
 * that is unset or blank stays as written and is listed, because the CLI would send the words
 * `env(NAME)` themselves.
 */
export function resolveEnvReferences(
  value: unknown,
  environment: Readonly<Record<string, string | undefined>>,
  unresolved: Set<string> = new Set(),
): { value: unknown; unresolved: Set<string> } {
  if (typeof value === 'string') {
    const name = envReference.exec(value)?.[1];
    if (name === undefined) return { value, unresolved };
    const found = environment[name];
    if (found === undefined || found.trim() === '') {
      unresolved.add(name);
      return { value, unresolved };
    }
    return { value: found, unresolved };
  }
  if (Array.isArray(value)) {
    return {
      value: value.map((item) => resolveEnvReferences(item, environment, unresolved).value),
      unresolved,
    };
  }
  if (isTable(value)) {
    const resolved: Table = {};
    for (const [key, item] of Object.entries(value)) {
      resolved[key] = resolveEnvReferences(item, environment, unresolved).value;
    }
    return { value: resolved, unresolved };
  }
  return { value, unresolved };
}

const smtpSchema = z.looseObject({
  enabled: z.boolean().default(true),
  host: z.string().optional(),
  port: z.number().optional(),
  user: z.string().optional(),
  pass: z.string().optional(),
  admin_email: z.string().optional(),
  sender_name: z.string().optional(),
});

/**
 * `[auth.rate_limit]`, with the values the CLI sends for a key the file leaves out (its
 * template's, 2 e-mails an hour among them).
 */
const rateLimitSchema = z.looseObject({
  email_sent: z.number().default(2),
  sms_sent: z.number().default(30),
  anonymous_users: z.number().default(30),
  token_refresh: z.number().default(150),
  sign_in_sign_ups: z.number().default(30),
  token_verifications: z.number().default(30),
  web3: z.number().default(30),
});

/** The settings a deploy depends on, as the CLI would push them (CLI defaults where unset). */
const effectiveSchema = z.looseObject({
  auth: z
    .looseObject({
      site_url: z.string().optional(),
      additional_redirect_urls: z.array(z.string()).default([]),
      minimum_password_length: z.number().default(6),
      rate_limit: rateLimitSchema.prefault({}),
      email: z
        .looseObject({
          enable_confirmations: z.boolean().default(false),
          secure_password_change: z.boolean().default(false),
          max_frequency: z.string().optional(),
          smtp: smtpSchema.optional(),
        })
        .prefault({}),
      hook: z
        .looseObject({
          before_user_created: z
            .looseObject({ enabled: z.boolean().default(false), uri: z.string().optional() })
            .optional(),
        })
        .prefault({}),
    })
    .prefault({}),
  functions: z
    .record(z.string(), z.looseObject({ verify_jwt: z.boolean().default(true) }))
    .default({}),
});
export type EffectiveConfig = z.infer<typeof effectiveSchema>;

export interface ProductionConfig {
  remoteName: string;
  /** Every `[remotes.*]` block the file has. */
  remoteNames: string[];
  /** Undefined when the file has no `[remotes.<remoteName>]` block. */
  remote:
    | {
        projectRef: string;
        /** The block itself, before merging: what production sets on purpose. */
        block: Table;
        /** The whole file with the block applied and `env(…)` resolved. */
        effective: EffectiveConfig;
        /** `env(NAME)` references whose NAME is unset or blank. */
        unresolvedEnv: string[];
      }
    | undefined;
}

/** Reads `supabase/config.toml` as `supabase config push --project-ref <remote's ref>` will. */
export function readProductionConfig(
  text: string,
  remoteName: string,
  environment: Readonly<Record<string, string | undefined>>,
): ProductionConfig {
  const file = parse(text) as Table;
  const { remotes, ...base } = file;
  const blocks = isTable(remotes) ? remotes : {};
  const remoteNames = Object.keys(blocks);
  const block = blocks[remoteName];
  if (!isTable(block)) return { remoteName, remoteNames, remote: undefined };
  const { value, unresolved } = resolveEnvReferences(applyRemote(base, block), environment);
  return {
    remoteName,
    remoteNames,
    remote: {
      projectRef: typeof block.project_id === 'string' ? block.project_id : '',
      block,
      effective: effectiveSchema.parse(value),
      unresolvedEnv: [...unresolved].sort(),
    },
  };
}

/** Whether the remote block itself sets `path` (e.g. `auth.site_url`), rather than inheriting it. */
export function remoteSets(block: Table, path: string): boolean {
  let current: unknown = block;
  for (const key of path.split('.')) {
    if (!isTable(current) || !(key in current)) return false;
    current = current[key];
  }
  return true;
}
