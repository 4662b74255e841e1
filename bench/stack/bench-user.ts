import { randomUUID } from 'node:crypto';
import { confirmThroughMailbox } from '../../local-supabase/contract/email-confirmation';
import { MailboxClient } from '../../local-supabase/contract/mailbox-client';

export const benchPassword = 'bench password 42';

interface BenchTarget {
  apiUrl: string;
  publishableKey: string;
  secretKey: string;
}

/**
 * A confirmed, approved user to sign in with: approved through the Data API, signed up, then
 * confirmed by opening the link from the mailbox of the same stack.
 */
export async function createBenchUser(target: BenchTarget, mailUrl: string): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@bench.example.edu`;
  await expectOk(
    fetch(`${target.apiUrl}/rest/v1/beta_allowlist`, {
      method: 'POST',
      headers: { apikey: target.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({ entry: email, note: 'bench:stack' }),
    }),
  );
  await expectOk(
    fetch(`${target.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: target.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: benchPassword }),
    }),
  );
  await confirmThroughMailbox(new MailboxClient(mailUrl), email);
  return email;
}

async function expectOk(pending: Promise<Response>): Promise<void> {
  const response = await pending;
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
}
