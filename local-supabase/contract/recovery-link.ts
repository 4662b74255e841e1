import { setTimeout as sleep } from 'node:timers/promises';
import { publicClient, stack } from './contract-support';
import { MailboxClient, verifyLinkOf } from './mailbox-client';

/** Where the app asks recovery links to land (allow-listed in supabase/config.toml). */
export const appResetScreen = 'http://localhost:5173/reset-password';

/**
 * Asks for a recovery e-mail as the app does (supabase-js `resetPasswordForEmail` with the reset
 * screen as `redirectTo`) and returns the link of the e-mail it sent.
 */
export async function requestRecoveryLink(email: string): Promise<string> {
  const mailbox = new MailboxClient(stack().mailUrl);
  const before = (await mailbox.messagesTo(email)).length;
  const { error } = await publicClient().auth.resetPasswordForEmail(email, {
    redirectTo: appResetScreen,
  });
  if (error) throw new Error(`asking a recovery link for ${email} failed: ${error.message}`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const messages = await mailbox.messagesTo(email);
    if (messages.length > before && messages[0]) {
      return verifyLinkOf(await mailbox.message(messages[0].ID));
    }
    if (Date.now() > deadline) throw new Error(`no recovery e-mail to ${email}`);
    await sleep(50);
  }
}
