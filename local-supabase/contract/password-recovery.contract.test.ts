import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createConfirmedUser } from './confirmed-user';
import { approve, publicClient, stack, uniqueEmail } from './contract-support';
import { openEmailLink } from './email-confirmation';
import { MailboxClient } from './mailbox-client';
import { appResetScreen, requestRecoveryLink } from './recovery-link';

const mailbox = () => new MailboxClient(stack().mailUrl);

async function postRecover(email: string): Promise<{ status: number; body: string }> {
  const { apiUrl, publishableKey } = stack();
  const response = await fetch(`${apiUrl}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return { status: response.status, body: await response.text() };
}

describe('password recovery (POST /auth/v1/recover, GET /auth/v1/verify?type=recovery)', () => {
  it('mails a link on the API that lands on the reset screen with a recovery session', async () => {
    const { email } = await createConfirmedUser('recover');

    const link = new URL(await requestRecoveryLink(email));

    expect(link.origin).toBe(stack().apiUrl);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(appResetScreen);
    const [mail] = await mailbox().messagesTo(email);
    expect(mail?.Subject).toBe('Reset Your Password');
    const opened = await openEmailLink(link.toString());
    expect(opened.status).toBe(303);
    expect(opened.target).toBe(appResetScreen);
    expect(opened.fragment.get('type')).toBe('recovery');
    expect(opened.fragment.get('access_token')).toBeTruthy();
    const keys = [...opened.fragment.keys()];
    expect(keys).toEqual([...keys].sort());
    expect(opened.fragment.get('sb')).toBe('');
  });

  it('sends a used link back to the reset screen with otp_expired, in hosted Auth form', async () => {
    const { email } = await createConfirmedUser('recover-twice');
    const link = await requestRecoveryLink(email);
    await openEmailLink(link);

    const again = await openEmailLink(link);

    expect(again.status).toBe(303);
    expect(again.target).toBe(appResetScreen);
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('refuses the older link once a newer one was sent', async () => {
    const { email } = await createConfirmedUser('recover-superseded');
    const older = await requestRecoveryLink(email);
    await sleep(1_100); // max_frequency in supabase/config.toml: one e-mail a second
    const newer = await requestRecoveryLink(email);

    expect((await openEmailLink(older)).fragment.get('error_code')).toBe('otp_expired');
    expect((await openEmailLink(newer)).fragment.get('type')).toBe('recovery');
  });

  it('answers an address with no account, approved or not, exactly as one with an account', async () => {
    const { email: known } = await createConfirmedUser('recover-known');
    const unknown = uniqueEmail('recover-unknown');
    await approve(unknown);
    const stranger = uniqueEmail('recover-stranger', 'unapproved.example.org');

    const answers = [
      await postRecover(known),
      await postRecover(unknown),
      await postRecover(stranger),
    ];

    expect(answers).toEqual(Array(3).fill({ status: 200, body: '{}' }));
    expect(await mailbox().messagesTo(unknown)).toEqual([]);
    expect(await mailbox().messagesTo(stranger)).toEqual([]);
    const signIn = await publicClient().auth.signInWithOtp({
      email: stranger,
      options: { shouldCreateUser: false },
    });
    expect(signIn.error?.code, 'recovery created no account').toBe('otp_disabled');
  });
});
