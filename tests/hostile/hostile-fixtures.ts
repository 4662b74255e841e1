import { expect } from 'vitest';
import { createConfirmedUser } from '../../local-supabase/contract/confirmed-user';
import {
  adminClient,
  publicClient,
  validPassword,
} from '../../local-supabase/contract/contract-support';
import { readCounts, readIncidents, sendHostile, settleCounts } from './hostile-client';
import { expectReply } from './reply-shapes';

/** A confirmed, approved user with a live session, made the way the app makes one. */
export interface SignedInUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
  /** The access token's claims, to mint look-alike tokens from. */
  claims: Record<string, unknown>;
}

/** Approves a fresh address, signs it up, confirms it from the mailbox and signs in. */
export async function signedInUser(label: string): Promise<SignedInUser> {
  const { email } = await createConfirmedUser(`hostile-${label}`);
  const { data, error } = await publicClient().auth.signInWithPassword({
    email,
    password: validPassword,
  });
  if (error || !data.session) throw new Error(`signing in ${email} failed: ${error?.message}`);
  const { access_token: accessToken, refresh_token: refreshToken } = data.session;
  const payload = Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8');
  return {
    email,
    password: validPassword,
    userId: data.session.user.id,
    accessToken,
    refreshToken,
    claims: JSON.parse(payload) as Record<string, unknown>,
  };
}

/** A user whose session was signed out: its access and refresh tokens are dead from now on. */
export async function signedOutUser(label: string): Promise<SignedInUser> {
  const user = await signedInUser(label);
  const signOut = await sendHostile(
    { path: '/auth/v1/logout', method: 'POST', bearer: user.accessToken },
    'follow-up',
  );
  expectReply(signOut, { status: 204, shape: 'no-content' });
  return user;
}

/** Takes an exact address off the approval list, as `npm run allowlist -- remove` does. */
export async function removeApproval(entry: string): Promise<void> {
  const { error } = await adminClient().from('beta_allowlist').delete().eq('entry', entry);
  if (error) throw new Error(`removing ${entry} failed: ${error.message}`);
}

/**
 * After a group of attacks, the next valid requests still succeed: the approval check, a
 * password sign-in and a message through the route (which records one usage row). And the stack
 * logged no crash, restart or unexpected handler error at any point.
 */
export async function expectStackStillServes(user: SignedInUser): Promise<void> {
  const approval = await sendHostile(
    { path: '/rest/v1/rpc/is_email_allowed', body: JSON.stringify({ p_email: user.email }) },
    'follow-up',
  );
  expectReply(approval, { status: 200, shape: 'boolean', value: true });
  const signIn = await sendHostile(
    {
      path: '/auth/v1/token?grant_type=password',
      body: JSON.stringify({ email: user.email, password: user.password }),
    },
    'follow-up',
  );
  expectReply(signIn, { status: 200, shape: 'session' });
  const before = await readCounts();
  const message = await sendHostile(
    {
      path: '/functions/v1/route',
      bearer: user.accessToken,
      body: JSON.stringify({ text: 'We will utilize the survey in order to measure recall.' }),
    },
    'follow-up',
  );
  expectReply(message, { status: 200, shape: 'route-reply' });
  const expected = { ...before, usageEvents: before.usageEvents + 1 };
  expect(await settleCounts(expected)).toEqual(expected);
  expect(await readIncidents()).toEqual([]);
}
