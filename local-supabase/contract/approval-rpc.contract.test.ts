import { describe, expect, it } from 'vitest';
import { createConfirmedUser } from './confirmed-user';
import { adminClient, approve, publicClient, uniqueEmail, validPassword } from './contract-support';

async function isAllowed(email: unknown): Promise<unknown> {
  const { data, error } = await publicClient().rpc('is_email_allowed', { p_email: email });
  if (error) throw new Error(`rpc failed: ${error.message}`);
  return data;
}

describe('RPC is_email_allowed(p_email)', () => {
  it('answers true for an approved address and false for any other', async () => {
    const email = uniqueEmail('rpc');
    await approve(email);

    expect(await isAllowed(email)).toBe(true);
    expect(await isAllowed(uniqueEmail('rpc-other'))).toBe(false);
  });

  it('ignores case and surrounding whitespace', async () => {
    const email = uniqueEmail('rpc-case');
    await approve(email);

    expect(await isAllowed(email.toUpperCase())).toBe(true);
    expect(await isAllowed(`  ${email}\t\n`)).toBe(true);
  });

  it('matches every address of an @domain entry, and only that domain', async () => {
    const domain = `${uniqueEmail('rpc-domain').split('@')[0]}.example.edu`;
    await approve(`@${domain}`);

    expect(await isAllowed(`anyone@${domain}`)).toBe(true);
    expect(await isAllowed(`Anyone.Else@${domain.toUpperCase()}`)).toBe(true);
    expect(await isAllowed(`someone@lab.${domain}`)).toBe(false);
    expect(await isAllowed(`someone@${domain}.evil.example`)).toBe(false);
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['no @', 'not-an-email'],
    ['two @', 'a@@contract.example.edu'],
    ['bare domain entry', '@contract.example.edu'],
    ['inner space', 'a b@contract.example.edu'],
    ['SQL', "x'; delete from public.beta_allowlist; --@contract.example.edu"],
    ['LIKE wildcard', '%@%'],
    ['very long', `${'a'.repeat(5000)}@contract.example.edu`],
  ])('answers false for garbage input (%s)', async (_, value) => {
    expect(await isAllowed(value)).toBe(false);
  });

  it('answers the same to a signed-in user', async () => {
    const { email } = await createConfirmedUser('rpc-signed-in');
    const client = publicClient();
    await client.auth.signInWithPassword({ email, password: validPassword });

    const { data, error } = await client.rpc('is_email_allowed', { p_email: email });

    expect(error).toBeNull();
    expect(data).toBe(true);
  });

  it('keeps the list itself out of reach of anon and signed-in users', async () => {
    const { email } = await createConfirmedUser('rpc-reader');
    const signedIn = publicClient();
    await signedIn.auth.signInWithPassword({ email, password: validPassword });

    for (const client of [publicClient(), signedIn]) {
      const read = await client.from('beta_allowlist').select('entry');
      expect(read.error?.code).toBe('42501');
      const write = await client.from('beta_allowlist').insert({ entry: uniqueEmail('sneaky') });
      expect(write.error?.code).toBe('42501');
    }
    const admin = await adminClient().from('beta_allowlist').select('entry').eq('entry', email);
    expect(admin.data).toEqual([{ entry: email }]);
  });

  it('does not expose the auth hook as an RPC', async () => {
    const { error } = await publicClient().rpc('before_user_created_hook', { event: {} });

    expect(error?.code).toBe('42501');
  });
});
