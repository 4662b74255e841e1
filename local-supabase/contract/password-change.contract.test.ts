import { describe, expect, it } from 'vitest';
import { createConfirmedUser } from './confirmed-user';
import { publicClient, validPassword } from './contract-support';
import { openEmailLink } from './email-confirmation';
import { requestRecoveryLink } from './recovery-link';

const newPassword = 'a brand new 77';

describe('changing the password (PUT /auth/v1/user)', () => {
  it('ends every other session, as hosted Auth does, and keeps the one that changed it', async () => {
    const { email } = await createConfirmedUser('change');
    const here = publicClient();
    await here.auth.signInWithPassword({ email, password: validPassword });
    const elsewhere = await publicClient().auth.signInWithPassword({
      email,
      password: validPassword,
    });

    const { error } = await here.auth.updateUser({ password: newPassword });

    expect(error).toBeNull();
    const refreshElsewhere = await publicClient().auth.refreshSession({
      refresh_token: elsewhere.data.session?.refresh_token ?? '',
    });
    expect(refreshElsewhere.error?.status).toBe(400);
    expect(refreshElsewhere.error?.code).toBe('refresh_token_not_found');
    const lookupElsewhere = await publicClient().auth.getUser(elsewhere.data.session?.access_token);
    expect(lookupElsewhere.error?.name).toBe('AuthSessionMissingError');
    expect((await here.auth.refreshSession()).error).toBeNull();
    const withNew = await publicClient().auth.signInWithPassword({ email, password: newPassword });
    expect(withNew.error).toBeNull();
    const withOld = await publicClient().auth.signInWithPassword({
      email,
      password: validPassword,
    });
    expect(withOld.error?.code).toBe('invalid_credentials');
  });

  it('voids a recovery link mailed before the change', async () => {
    const { email } = await createConfirmedUser('change-voids-link');
    const link = await requestRecoveryLink(email);
    const client = publicClient();
    await client.auth.signInWithPassword({ email, password: validPassword });

    expect((await client.auth.updateUser({ password: newPassword })).error).toBeNull();

    expect((await openEmailLink(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('refuses the same password and a short one in hosted Auth words', async () => {
    const { email } = await createConfirmedUser('change-refused');
    const client = publicClient();
    await client.auth.signInWithPassword({ email, password: validPassword });

    const same = await client.auth.updateUser({ password: validPassword });
    const short = await client.auth.updateUser({ password: 'five5' });

    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.message).toBe('New password should be different from the old password.');
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe('weak_password');
  });
});
