import { MailboxClient, verifyLinkOf } from './mailbox-client';
import {
  appDashboard,
  approve,
  openEmailLink,
  publicClient,
  stack,
  uniqueEmail,
  validPassword,
} from './contract-support';

/** Approves a fresh address, signs it up and clicks its confirmation link. */
export async function createConfirmedUser(label: string): Promise<{ email: string }> {
  const email = uniqueEmail(label);
  await approve(email);
  const { error } = await publicClient().auth.signUp({
    email,
    password: validPassword,
    options: { emailRedirectTo: appDashboard },
  });
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`);
  const mail = await new MailboxClient(stack().mailUrl).latestTo(email);
  const opened = await openEmailLink(verifyLinkOf(mail));
  if (!opened.fragment.get('access_token')) throw new Error(`confirming ${email} failed`);
  return { email };
}
