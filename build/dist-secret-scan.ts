import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One secret found in the build. */
export interface SecretFinding {
  /** Path inside the scanned folder. */
  file: string;
  kind: string;
  /** The match with its middle masked, so a report does not spread the secret further. */
  excerpt: string;
}

interface SecretPattern {
  kind: string;
  pattern: RegExp;
}

/** Key shapes that must never reach a browser, whatever variable they came from. */
export const secretPatterns: readonly SecretPattern[] = [
  { kind: 'Supabase secret key (sb_secret_…)', pattern: /sb_secret_[A-Za-z0-9_-]{10,}/g },
  { kind: 'Anthropic key (sk-ant-…)', pattern: /sk-ant-[A-Za-z0-9_-]{20,}/g },
  {
    kind: 'OpenAI-style key (sk-…)',
    pattern: /(?<![A-Za-z0-9_-])sk-(?!ant-)[A-Za-z0-9_-]{20,}/g,
  },
  { kind: 'Google API key (AIza…)', pattern: /AIza[0-9A-Za-z_-]{35}/g },
  { kind: 'Groq key (gsk_…)', pattern: /gsk_[A-Za-z0-9]{20,}/g },
  { kind: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/g },
];

const jwtPattern = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g;
/** Roles whose token bypasses row-level security: the service-role key and the admin. */
const privilegedRoles = new Set(['service_role', 'supabase_admin']);

/** Variable names whose values are secrets (checked verbatim when they are set). */
const secretVariableName = /SECRET|SERVICE_ROLE|PRIVATE|PASSWORD|API_KEY|JWT/i;

function mask(value: string): string {
  return value.length <= 12 ? `${value.slice(0, 4)}…` : `${value.slice(0, 10)}…${value.slice(-2)}`;
}

function privilegedJwtRole(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      role?: unknown;
    };
    return typeof payload.role === 'string' && privilegedRoles.has(payload.role)
      ? payload.role
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The values of secret-named variables (`SUPABASE_SECRET_KEY`, `OPENAI_API_KEY`,
 * `SUPABASE_JWT_SECRET`…) in an environment: a JWT secret or a Mistral key has no telltale
 * shape, so the scan also looks for the exact values the build machine holds.
 */
export function secretValuesOf(environment: Record<string, string | undefined>): string[] {
  return Object.entries(environment)
    .filter(([name, value]) => secretVariableName.test(name) && value && value.trim().length >= 8)
    .map(([, value]) => value!.trim());
}

/** Finds secrets in one file's text: key shapes, privileged JWTs and the known values. */
export function findSecretsInText(
  text: string,
  options: { file: string; knownSecrets?: readonly string[] },
): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const { kind, pattern } of secretPatterns) {
    for (const match of text.matchAll(pattern)) {
      findings.push({ file: options.file, kind, excerpt: mask(match[0]) });
    }
  }
  for (const match of text.matchAll(jwtPattern)) {
    const role = privilegedJwtRole(match[0]);
    if (role) findings.push({ file: options.file, kind: `${role} JWT`, excerpt: mask(match[0]) });
  }
  for (const secret of options.knownSecrets ?? []) {
    if (text.includes(secret)) {
      findings.push({
        file: options.file,
        kind: 'a secret value of this machine',
        excerpt: mask(secret),
      });
    }
  }
  return findings;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Reads every file of a build (`dist/`), bytes as they are, and lists each secret in it. An empty
 * list is the only passing answer.
 */
export function scanFolderForSecrets(
  folder: string,
  options: { knownSecrets?: readonly string[] } = {},
): SecretFinding[] {
  const files = filesUnder(folder);
  if (files.length === 0) throw new Error(`${folder} holds no files: build first`);
  return files.flatMap((file) =>
    findSecretsInText(readFileSync(file, 'latin1'), {
      file: path.relative(folder, file),
      knownSecrets: options.knownSecrets,
    }),
  );
}
