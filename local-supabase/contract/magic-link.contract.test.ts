import { describe, expect, it } from 'vitest';
import { createConfirmedUser } from './confirmed-user';
import { MailboxClient, verifyLinkOf } from './mailbox-client';
import { appDashboard, approve, publicClient, stack, uniqueEmail } from './contract-support';
import { openEmailLink } from './email-confirmation';

const notApproved = "Your account hasn't been approved yet. Please request access.";
const mailbox = () => new MailboxClient(stack().mailUrl);

describe('magic link (POST /auth/v1/otp)', () => {
  it('mails a confirmed, approved user a link that signs in on /dashboard', async () => {
    const { email } = await createConfirmedUser('magic');

    const { error } = await publicClient().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: appDashboard },
    });

    expect(error).toBeNull();
    const mail = await mailbox().waitForMessageTo(email);
    const link = new URL(verifyLinkOf(mail));
    expect(link.origin).toBe(stack().apiUrl);
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('redirect_to')).toBe(appDashboard);
    const opened = await openEmailLink(link.toString());
    expect(opened.status).toBe(303);
    expect(opened.target).toBe(appDashboard);
    expect(opened.fragment.get('access_token')).toBeTruthy();
    expect(opened.fragment.get('type')).toBe('magiclink');
  });

  it('creates an approved new address and mails it a sign-in link', async () => {
    const email = uniqueEmail('magic-new');
    await approve(email);

    const { error } = await publicClient().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: appDashboard },
    });

    expect(error).toBeNull();
    const opened = await openEmailLink(verifyLinkOf(await mailbox().waitForMessageTo(email)));
    expect(opened.target).toBe(appDashboard);
    const client = publicClient();
    const session = await client.auth.setSession({
      access_token: opened.fragment.get('access_token') ?? '',
      refresh_token: opened.fragment.get('refresh_token') ?? '',
    });
    expect(session.data.user?.email).toBe(email);
  });

  it('refuses an unapproved new address with 403 from the hook and sends nothing', async () => {
    const email = uniqueEmail('magic-stranger', 'unapproved.example.org');

    const { error } = await publicClient().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: appDashboard },
    });

    expect(error?.status).toBe(403);
    expect(error?.message).toBe(notApproved);
    expect(await mailbox().messagesTo(email)).toEqual([]);
  });

  it('answers otp_disabled for an unknown address when creating users is not allowed', async () => {
    const email = uniqueEmail('magic-unknown');
    await approve(email);

    const { error } = await publicClient().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });

    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    expect(await mailbox().messagesTo(email)).toEqual([]);
  });
});
