import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, approve } from '../../local-supabase/contract/contract-support';
import { addressNearApproved, isEmailAllowedModel, type ApprovalTargets } from './approval-model';
import { addCounts, readCounts, sendHostile, settleCounts } from './hostile-client';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import { json, propertySeed } from './hostile-inputs';
import { authErrorSchema, userSchema } from './reply-shapes';

async function approvalList(): Promise<Set<string>> {
  const { data, error } = await adminClient().from('beta_allowlist').select('entry');
  if (error) throw new Error(`reading the approval list failed: ${error.message}`);
  return new Set(data.map((row: { entry: string }) => row.entry));
}

describe('e-mail inputs, generated around the approved ones', () => {
  let user: SignedInUser;
  let targets: ApprovalTargets;
  beforeAll(async () => {
    user = await signedInUser('email-property');
    const label = randomUUID().slice(0, 8);
    const domain = `property-${label}.example.edu`;
    const address = `exact-${label}@property.example.org`;
    await approve(`@${domain}`);
    await approve(address);
    targets = {
      addresses: [address, 'demo@associate.test', 'researcher@lab.example.edu'],
      domains: [domain, 'demo.associate.test'],
      strangers: ['unapproved.example.org', `other-${label}.example.edu`],
    };
  });

  it('is_email_allowed never fails and agrees with the approval model', async () => {
    const entries = await approvalList();
    await fc.assert(
      fc.asyncProperty(addressNearApproved(targets), async (email) => {
        const reply = await sendHostile(
          { path: '/rest/v1/rpc/is_email_allowed', body: json({ p_email: email }) },
          'property',
        );
        expect(reply.status, reply.text).toBe(200);
        expect(reply.json).toBe(isEmailAllowedModel(email, entries));
      }),
      { numRuns: 150, seed: propertySeed },
    );
  });

  it('sign-up never fails, creates only approved users, and one per 200', async () => {
    const entries = await approvalList();
    const addresses = fc.oneof(
      addressNearApproved(targets),
      addressNearApproved(targets, { plain: true }),
    );
    await fc.assert(
      fc.asyncProperty(addresses, async (email) => {
        const before = await readCounts();
        const reply = await sendHostile(
          { path: '/auth/v1/signup', body: json({ email, password: 'correct horse 42' }) },
          'property',
        );
        expect(reply.status, reply.text).toBeLessThan(500);
        if (reply.status === 200) {
          expect(userSchema.safeParse(reply.json).success, reply.text).toBe(true);
          expect(isEmailAllowedModel(email, entries), email).toBe(true);
        } else {
          expect(authErrorSchema.safeParse(reply.json).success, reply.text).toBe(true);
        }
        const created = reply.status === 200 ? 1 : 0;
        const expected = addCounts(before, { users: created, mails: created });
        expect(await settleCounts(expected)).toEqual(expected);
      }),
      { numRuns: 40, seed: propertySeed },
    );
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(user);
  });
});
