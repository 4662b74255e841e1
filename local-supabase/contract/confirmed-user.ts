import {
  appDashboard,
  approve,
  publicClient,
  stack,
  uniqueEmail,
  validPassword,
} from './contract-support';
import { confirmThroughMailbox } from './email-confirmation';
import { MailboxClient } from './mailbox-client';

/** Approves a fresh address, signs it up with supabase-js and clicks its confirmation link. */
export async function createConfirmedUser(label: string): Promise<{ email: string }> {
  const email = uniqueEmail(label);
  await approve(email);
  const { error } = await publicClient().auth.signUp({
    email,
    password: validPassword,
    options: { emailRedirectTo: appDashboard },
  });
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`);
  await confirmThroughMailbox(new MailboxClient(stack().mailUrl), email);
  return { email };
}
