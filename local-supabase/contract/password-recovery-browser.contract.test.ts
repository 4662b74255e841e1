// @vitest-environment jsdom
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type AuthChangeEvent, type Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import { createConfirmedUser } from './confirmed-user';
import { publicClient, stack, validPassword } from './contract-support';
import { openEmailLink, type OpenedLink } from './email-confirmation';
import { requestRecoveryLink } from './recovery-link';

// A browser (jsdom): supabase-js reads the session an e-mail link brings from the page's URL only
// in a browser, and fires PASSWORD_RECOVERY for it there.

const storageKey = 'contract-recovery-auth-token';

function browserClient() {
  const { apiUrl, publishableKey } = stack();
  return createClient(apiUrl, publishableKey, {
    auth: { storageKey, persistSession: true, autoRefreshToken: false, detectSessionInUrl: true },
    realtime: { transport: ws as never },
  });
}

/** Opens the app where the link redirected, and lets supabase-js read the URL as it starts. */
async function landOnResetScreen(opened: OpenedLink) {
  window.history.replaceState(null, '', `/reset-password#${opened.fragment.toString()}`);
  const events: { event: AuthChangeEvent; email: string | undefined }[] = [];
  const client = browserClient();
  client.auth.onAuthStateChange((event, session: Session | null) => {
    events.push({ event, email: session?.user.email });
  });
  const { error } = await client.auth.initialize();
  await sleep(20); // supabase-js announces the landing on the next task
  return { client, events, error };
}

/** A browser where `email` signed in earlier: its session is in local storage. */
async function signedInBrowser(email: string): Promise<void> {
  window.history.replaceState(null, '', '/dashboard');
  const { error } = await browserClient().auth.signInWithPassword({
    email,
    password: validPassword,
  });
  if (error) throw error;
}

beforeEach(() => {
  // Every client here shares jsdom's one window; supabase-js warns about that, rightly, but the
  // tests create them one after another on purpose.
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...parts: unknown[]) => {
    if (!String(parts[0]).includes('Multiple GoTrueClient instances')) warn(...parts);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('a recovery link, opened in a browser with the unmodified supabase-js', () => {
  it('fires PASSWORD_RECOVERY with a session that sets the new password', async () => {
    const { email } = await createConfirmedUser('recover-browser');
    const opened = await openEmailLink(await requestRecoveryLink(email));

    const { client, events, error } = await landOnResetScreen(opened);

    expect(error).toBeNull();
    expect(events).toContainEqual({ event: 'PASSWORD_RECOVERY', email });
    expect((await client.auth.updateUser({ password: 'a brand new 77' })).error).toBeNull();
    const withNew = await publicClient().auth.signInWithPassword({
      email,
      password: 'a brand new 77',
    });
    expect(withNew.error).toBeNull();
  });

  it('reports a used link as an error and keeps the session the browser had', async () => {
    const { email } = await createConfirmedUser('recover-used');
    const link = await requestRecoveryLink(email);
    await openEmailLink(link);
    await signedInBrowser(email);

    const { client, events, error } = await landOnResetScreen(await openEmailLink(link));

    expect(error?.name).toBe('AuthImplicitGrantRedirectError');
    expect(events.map(({ event }) => event)).not.toContain('PASSWORD_RECOVERY');
    expect((await client.auth.getSession()).data.session?.user.email).toBe(email);
    expect(window.location.hash).toContain('error_code=otp_expired');
  });

  it("replaces the session of whoever was signed in with the link's owner", async () => {
    const { email: signedIn } = await createConfirmedUser('recover-resident');
    const { email: owner } = await createConfirmedUser('recover-visitor');
    const opened = await openEmailLink(await requestRecoveryLink(owner));
    await signedInBrowser(signedIn);

    const { client, events } = await landOnResetScreen(opened);

    expect(events).toContainEqual({ event: 'PASSWORD_RECOVERY', email: owner });
    expect((await client.auth.getSession()).data.session?.user.email).toBe(owner);
  });
});
