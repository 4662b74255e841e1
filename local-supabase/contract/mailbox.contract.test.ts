import { describe, expect, it } from 'vitest';
import { MailboxClient } from './mailbox-client';
import { approve, publicClient, stack, uniqueEmail, validPassword } from './contract-support';

async function sendConfirmation(): Promise<string> {
  const email = uniqueEmail('mailbox');
  await approve(email);
  const { error } = await publicClient().auth.signUp({ email, password: validPassword });
  if (error) throw new Error(error.message);
  return email;
}

describe('mailbox (Mailpit API subset on the mail port)', () => {
  it('lists caught e-mails newest first in Mailpit shape', async () => {
    const first = await sendConfirmation();
    const second = await sendConfirmation();

    const response = await fetch(`${stack().mailUrl}/api/v1/messages`);
    const listing = (await response.json()) as {
      total: number;
      messages: Array<{
        ID: string;
        Created: string;
        Subject: string;
        To: Array<{ Address: string }>;
      }>;
    };

    expect(listing.total).toBeGreaterThanOrEqual(2);
    expect(listing.messages[0]?.To).toEqual([{ Name: '', Address: second }]);
    expect(listing.messages[1]?.To[0]?.Address).toBe(first);
    expect(Date.parse(listing.messages[0]?.Created ?? '')).toBeGreaterThanOrEqual(
      Date.parse(listing.messages[1]?.Created ?? ''),
    );
    expect(listing.messages[0]?.ID).toMatch(/^[A-Za-z0-9]+$/);
  });

  it('serves one e-mail with its Text and HTML', async () => {
    const email = await sendConfirmation();
    const mailbox = new MailboxClient(stack().mailUrl);

    const message = await mailbox.waitForMessageTo(email);

    expect(message.Text).toContain(`${stack().apiUrl}/auth/v1/verify?`);
    expect(message.HTML).toContain(`${stack().apiUrl}/auth/v1/verify?`);
    expect(message.HTML).not.toContain('localhost:5173/auth/v1/verify');
  });

  it('answers 404 for an unknown message', async () => {
    const response = await fetch(`${stack().mailUrl}/api/v1/message/doesNotExist`);

    expect(response.status).toBe(404);
  });

  it('shows an HTML inbox with each e-mail and its link', async () => {
    const email = await sendConfirmation();

    const page = await (await fetch(`${stack().mailUrl}/`)).text();

    expect(page).toContain(email);
    expect(page).toContain('open link');
  });

  it('empties the mailbox on DELETE /api/v1/messages', async () => {
    await sendConfirmation();

    const deleted = await fetch(`${stack().mailUrl}/api/v1/messages`, { method: 'DELETE' });

    expect(deleted.status).toBe(200);
    const listing = (await (await fetch(`${stack().mailUrl}/api/v1/messages`)).json()) as {
      total: number;
      messages: unknown[];
    };
    expect(listing).toMatchObject({ total: 0, messages: [] });
  });
});
