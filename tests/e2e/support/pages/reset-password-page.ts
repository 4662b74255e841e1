import { expect, type Locator, type Page } from '@playwright/test';
import {
  verifyLinkOf,
  type MailboxClient,
} from '../../../../local-supabase/contract/mailbox-client';

/** `/reset-password`: where a password-recovery link lands. */
export class ResetPasswordPage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Set a new password' });
  }

  /** The card's title: SET A NEW PASSWORD, LINK EXPIRED, NO RESET LINK… */
  title(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 2 });
  }

  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.form.getByLabel('New password', { exact: true }).fill(password);
    await this.form.getByLabel('Confirm new password').fill(confirmation);
    await this.form.getByRole('button', { name: 'SET PASSWORD' }).click();
  }
}

const recoverySubject = 'Reset Your Password';

/**
 * The link of the newest password-reset e-mail to `email`, once there are `count` of them: as a
 * user waits for the one they just asked for (the account's confirmation e-mail is older).
 */
export async function waitForResetLink(
  mailbox: MailboxClient,
  email: string,
  count = 1,
): Promise<string> {
  let newest = '';
  await expect
    .poll(
      async () => {
        const resets = (await mailbox.messagesTo(email)).filter(
          (message) => message.Subject === recoverySubject,
        );
        if (resets.length >= count && resets[0]) {
          newest = verifyLinkOf(await mailbox.message(resets[0].ID));
        }
        return resets.length;
      },
      { message: `reset e-mail number ${count} to ${email}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return newest;
}
