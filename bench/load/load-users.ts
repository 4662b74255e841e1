import { randomUUID } from 'node:crypto';
import { confirmThroughMailbox } from '../../local-supabase/contract/email-confirmation';
import { MailboxClient } from '../../local-supabase/contract/mailbox-client';
import { localKeys } from '../../local-supabase/stack-defaults';

/** The seed approves every address at this domain (supabase/seed.sql). */
export const approvedDemoDomain = 'demo.associate.test';
const password = 'load bench password 42';

/** A confirmed, approved user with the session its confirmation link signed it into. */
export interface LoadUser {
  email: string;
  accessToken: string;
}

/**
 * Signs up `count` users at the approved demo domain and confirms each through the mailbox, as
 * a person would: the confirmation link signs the user in, and its session is what we keep.
 * Runs before any timed window, `concurrency` at a time, because the stack hashes passwords in
 * pure JavaScript on one core.
 */
export async function createLoadUsers(
  stack: { apiUrl: string; mailUrl: string },
  options: { count: number; concurrency: number },
): Promise<LoadUser[]> {
  const mailbox = new MailboxClient(stack.mailUrl);
  const run = randomUUID().slice(0, 8);
  const emails = Array.from(
    { length: options.count },
    (_, index) => `load-${run}-${index}@${approvedDemoDomain}`,
  );
  return mapWithConcurrency(emails, (email) => createLoadUser(stack.apiUrl, { email, mailbox }), {
    concurrency: options.concurrency,
  });
}

async function createLoadUser(
  apiUrl: string,
  step: { email: string; mailbox: MailboxClient },
): Promise<LoadUser> {
  const signUp = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: localKeys.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: step.email, password }),
  });
  if (!signUp.ok) {
    throw new Error(`sign-up of ${step.email} answered ${signUp.status}: ${await signUp.text()}`);
  }
  const { accessToken } = await confirmThroughMailbox(step.mailbox, step.email, {
    mailTimeoutMs: 30_000,
  });
  return { email: step.email, accessToken };
}

/** Like `Promise.all(items.map(work))`, with at most `concurrency` calls in flight. */
export async function mapWithConcurrency<Item, Result>(
  items: readonly Item[],
  work: (item: Item) => Promise<Result>,
  { concurrency }: { concurrency: number },
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
