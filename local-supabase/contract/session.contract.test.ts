import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createConfirmedUser } from './confirmed-user';
import { approve, publicClient, uniqueEmail, validPassword } from './contract-support';

describe('password sign-in, refresh and sign-out', () => {
  it('signs in a confirmed user with the right password and returns a session', async () => {
    const { email } = await createConfirmedUser('sign-in');

    const { data, error } = await publicClient().auth.signInWithPassword({
      email,
      password: validPassword,
    });

    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
  });

  it('answers a wrong password with invalid_credentials', async () => {
    const { email } = await createConfirmedUser('wrong-password');

    const { data, error } = await publicClient().auth.signInWithPassword({
      email,
      password: 'not the password',
    });

    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const { error } = await publicClient().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: validPassword,
    });

    expect(error?.code).toBe('invalid_credentials');
  });

  it('answers an unconfirmed address with email_not_confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    await approve(email);
    await publicClient().auth.signUp({ email, password: validPassword });

    const { error } = await publicClient().auth.signInWithPassword({
      email,
      password: validPassword,
    });

    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
  });

  it('refreshes a session into a new one with a rotated refresh token', async () => {
    const { email } = await createConfirmedUser('refresh');
    const client = publicClient();
    const signIn = await client.auth.signInWithPassword({ email, password: validPassword });

    const { data, error } = await client.auth.refreshSession();

    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(signIn.data.session?.refresh_token);
    expect(data.user?.email).toBe(email);
  });

  it('refuses a refresh token that does not exist', async () => {
    const { error } = await publicClient().auth.refreshSession({ refresh_token: randomUUID() });

    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('signs out: the session is gone and its refresh token no longer works', async () => {
    const { email } = await createConfirmedUser('sign-out');
    const client = publicClient();
    const signIn = await client.auth.signInWithPassword({ email, password: validPassword });
    const session = signIn.data.session;

    const { error } = await client.auth.signOut();

    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const reuse = await publicClient().auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(reuse.error?.status).toBe(400);
    const lookup = await publicClient().auth.getUser(session?.access_token);
    expect(lookup.data.user).toBeNull();
    expect(lookup.error?.name).toBe('AuthSessionMissingError');
  });
});
