import { z } from 'zod';
import { verifyLinkOf, type MailboxClient } from './mailbox-client.ts';

// Free of Vitest on purpose: the contract tests, the hostile suite and the benchmarks all confirm
// users this way.

/** Where an e-mail link led: the redirect target, and the fragment a session rides in. */
export interface OpenedLink {
  status: number;
  target: string;
  fragment: URLSearchParams;
}

/** Opens an e-mail link like a browser would, without following the final redirect. */
export async function openEmailLink(link: string): Promise<OpenedLink> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const hashIndex = location.indexOf('#');
  return {
    status: response.status,
    target: hashIndex >= 0 ? location.slice(0, hashIndex) : location,
    fragment: new URLSearchParams(hashIndex >= 0 ? location.slice(hashIndex + 1) : ''),
  };
}

const sessionFragmentSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('bearer'),
});

/**
 * Confirms a signed-up address as its owner would: waits for the newest e-mail to it, opens the
 * verify link, and returns the session that link signed the user into.
 */
export async function confirmThroughMailbox(
  mailbox: MailboxClient,
  email: string,
  options: { mailTimeoutMs?: number } = {},
): Promise<{ accessToken: string; opened: OpenedLink }> {
  const opened = await openEmailLink(
    verifyLinkOf(await mailbox.waitForMessageTo(email, { timeoutMs: options.mailTimeoutMs })),
  );
  const session = sessionFragmentSchema.safeParse(Object.fromEntries(opened.fragment));
  if (!session.success) {
    throw new Error(`confirming ${email} gave no session (${opened.status} ${opened.target})`);
  }
  return { accessToken: session.data.access_token, opened };
}
