import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import ws from 'ws';
import { confirmThroughMailbox } from '../../local-supabase/contract/email-confirmation';
import { MailboxClient } from '../../local-supabase/contract/mailbox-client';
import type { LocalSupabase } from '../../local-supabase/start-local-supabase';

/**
 * A project's JWT signing key as hosted Supabase has one since signing keys: an ES256 key pair
 * whose public half, with its `kid`, is all the JWKS shows. Only Auth holds the private half;
 * here the test does, to sign what Auth would.
 */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

export interface HostedProject {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** The legacy HS256 secret: still signs the legacy anon and service-role keys. */
  legacyJwtSecret: string;
  signingKey: SigningKey;
}

async function legacyApiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: 'supabase', ref: 'edgeruntimesmoketest', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 10 * 365 * 24 * 3600)
    .sign(new TextEncoder().encode(secret));
}

/**
 * The variables the Edge Runtime gives every function of a hosted project, in their shapes:
 * the key maps and the JWKS are JSON strings, the legacy keys are JWTs. The JWKS lists the
 * project's public signing keys only; the legacy secret never reaches a function.
 */
export async function hostedPlatformVariables(
  project: HostedProject,
): Promise<Record<string, string>> {
  return {
    SUPABASE_URL: project.url,
    SUPABASE_ANON_KEY: await legacyApiKey(project.legacyJwtSecret, 'anon'),
    SUPABASE_SERVICE_ROLE_KEY: await legacyApiKey(project.legacyJwtSecret, 'service_role'),
    SUPABASE_DB_URL: 'postgresql://postgres:unused@127.0.0.1:9/postgres',
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: project.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: project.secretKey }),
    SUPABASE_JWKS: JSON.stringify({ keys: [project.signingKey.publicJwk] }),
  };
}

export interface ProjectUser {
  id: string;
  email: string;
  /** The session Auth handed out (HS256, signed with the legacy secret). */
  accessToken: string;
}

/** An access token as hosted Auth signs one with the project's ES256 key, every claim included. */
export function signAccessToken(
  project: HostedProject,
  user: { id: string; email: string },
  options: { key?: SigningKey; expiresInSeconds?: number } = {},
): Promise<string> {
  const key = options.key ?? project.signingKey;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { email_verified: true },
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: project.signingKey.kid, typ: 'JWT' })
    .setIssuer(`${project.url}/auth/v1`)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .sign(key.privateKey);
}

/** Approves the address, signs it up with supabase-js and opens its confirmation e-mail. */
export async function createApprovedUser(
  stack: LocalSupabase,
  email: string,
): Promise<ProjectUser> {
  await stack.database.query('insert into public.beta_allowlist (entry, note) values ($1, $2)', [
    email,
    'edge runtime smoke test',
  ]);
  const client = createClient(stack.apiUrl, stack.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
  const { data, error } = await client.auth.signUp({
    email,
    password: 'correct horse 42',
    options: { emailRedirectTo: 'http://localhost:5173/dashboard' },
  });
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`);
  const { accessToken } = await confirmThroughMailbox(new MailboxClient(stack.mailUrl), email);
  return { id: data.user.id, email, accessToken };
}
