import { randomUUID } from 'node:crypto';
import { confirmThroughMailbox } from '../../local-supabase/contract/email-confirmation.ts';
import { MailboxClient } from '../../local-supabase/contract/mailbox-client.ts';
import { localKeys } from '../../local-supabase/stack-defaults.ts';

/** The seed approves every address at this domain (supabase/seed.sql). */
export const approvedDemoDomain = 'demo.associate.test';
export const userPassword = 'bench password 42';

/** A confirmed, approved user, signed in by its confirmation link. */
export interface StackUser {
  email: string;
  userId: string;
  accessToken: string;
}

/**
 * Signs up `count` users at the approved demo domain and confirms each through the mailbox, as a
 * person would: the confirmation link signs the user in, and that session is kept. `concurrency`
 * at a time, since the stack hashes passwords in pure JavaScript on one core.
 */
export async function createUsers(
  stack: { apiUrl: string; mailUrl: string },
  options: { count: number; concurrency: number },
): Promise<StackUser[]> {
  const mailbox = new MailboxClient(stack.mailUrl);
  const run = randomUUID().slice(0, 8);
  const emails = Array.from(
    { length: options.count },
    (_, index) => `bench-${run}-${index}@${approvedDemoDomain}`,
  );
  return mapWithConcurrency(emails, (email) => createUser(stack.apiUrl, mailbox, email), options);
}

async function createUser(apiUrl: string, mailbox: MailboxClient, email: string) {
  const signUp = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: localKeys.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: userPassword }),
  });
  if (!signUp.ok) {
    throw new Error(`sign-up of ${email} answered ${signUp.status}: ${await signUp.text()}`);
  }
  const { accessToken } = await confirmThroughMailbox(mailbox, email, { mailTimeoutMs: 30_000 });
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
  return { email, userId: String(claims.sub), accessToken };
}

/** One message through the route function as `user`; throws unless it is answered. */
export async function sendMessage(apiUrl: string, user: StackUser, text: string): Promise<void> {
  const response = await fetch(`${apiUrl}/functions/v1/route`, {
    method: 'POST',
    headers: routeHeaders(user),
    body: JSON.stringify({ text }),
  });
  const body = await response.text();
  if (response.status !== 200 || !isRouteAnswer(body)) {
    throw new Error(`the route answered ${user.email} ${response.status}: ${body}`);
  }
}

export const routeHeaders = (user: StackUser) => ({
  apikey: localKeys.publishableKey,
  authorization: `Bearer ${user.accessToken}`,
  'content-type': 'application/json',
});

/** A 200 from the route is an answer only if it carries a non-empty `output`. */
export function isRouteAnswer(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { output?: unknown };
    return typeof parsed.output === 'string' && parsed.output.trim().length > 0;
  } catch {
    return false;
  }
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
