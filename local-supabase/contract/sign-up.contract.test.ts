import { describe, expect, it } from 'vitest';
import { MailboxClient, verifyLinkOf } from './mailbox-client';
import {
  appDashboard,
  approve,
  publicClient,
  stack,
  uniqueEmail,
  validPassword,
} from './contract-support';
import { openEmailLink } from './email-confirmation';

const notApproved = "Your account hasn't been approved yet. Please request access.";
const mailbox = () => new MailboxClient(stack().mailUrl);

describe('sign-up (POST /auth/v1/signup)', () => {
  it('returns the user without a session for an approved address and mails a confirmation', async () => {
    const email = uniqueEmail('approved');
    await approve(email);

    const { data, error } = await publicClient().auth.signUp({
      email,
      password: validPassword,
      options: { emailRedirectTo: appDashboard },
    });

    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const mail = await mailbox().waitForMessageTo(email);
    expect(mail.Subject).toMatch(/confirm/i);
    const link = new URL(verifyLinkOf(mail));
    expect(link.origin).toBe(stack().apiUrl);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(appDashboard);
  });

  it('lands on /dashboard with a session in the fragment when the mailed link is followed', async () => {
    const email = uniqueEmail('confirm');
    await approve(email);
    await publicClient().auth.signUp({
      email,
      password: validPassword,
      options: { emailRedirectTo: appDashboard },
    });

    const opened = await openEmailLink(verifyLinkOf(await mailbox().waitForMessageTo(email)));

    expect(opened.status).toBe(303);
    expect(opened.target).toBe(appDashboard);
    expect(opened.fragment.get('token_type')).toBe('bearer');
    expect(opened.fragment.get('type')).toBe('signup');
    expect(Number(opened.fragment.get('expires_in'))).toBeGreaterThan(0);
    expect(Number(opened.fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    expect([...opened.fragment.keys()]).toEqual([...opened.fragment.keys()].sort());
    const client = publicClient();
    const { data, error } = await client.auth.setSession({
      access_token: opened.fragment.get('access_token') ?? '',
      refresh_token: opened.fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('refuses an unapproved address with 403 from the hook: no user, no e-mail', async () => {
    const email = uniqueEmail('stranger', 'unapproved.example.org');

    const { data, error } = await publicClient().auth.signUp({ email, password: validPassword });

    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('unknown');
    expect(error?.message).toBe(notApproved);
    expect(await mailbox().messagesTo(email)).toEqual([]);
    const probe = await publicClient().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(probe.error?.code).toBe('otp_disabled');
  });

  it('accepts any address of an approved @domain, in any case', async () => {
    const domain = `${uniqueEmail('domain').split('@')[0]}.example.edu`;
    await approve(`@${domain}`);
    const email = `Someone@${domain.toUpperCase()}`;

    const { data, error } = await publicClient().auth.signUp({ email, password: validPassword });

    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
  });

  it('puts the site URL in the link when the requested redirect is not allowed', async () => {
    const email = uniqueEmail('redirect');
    await approve(email);

    await publicClient().auth.signUp({
      email,
      password: validPassword,
      options: { emailRedirectTo: 'https://attacker.example/collect' },
    });

    const link = new URL(verifyLinkOf(await mailbox().waitForMessageTo(email)));
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173');
  });

  it('rejects a password shorter than six characters before asking the hook', async () => {
    const { error } = await publicClient().auth.signUp({
      email: uniqueEmail('short', 'unapproved.example.org'),
      password: '12345',
    });

    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
  });

  it('redirects an already used link to the app with otp_expired', async () => {
    const email = uniqueEmail('twice');
    await approve(email);
    await publicClient().auth.signUp({
      email,
      password: validPassword,
      options: { emailRedirectTo: appDashboard },
    });
    const link = verifyLinkOf(await mailbox().waitForMessageTo(email));
    await openEmailLink(link);

    const again = await openEmailLink(link);

    expect(again.status).toBe(303);
    expect(again.target).toBe(appDashboard);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('access_token')).toBeNull();
  });
});
