import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

const mailSummarySchema = z.object({
  ID: z.string(),
  Subject: z.string(),
  Created: z.string(),
  To: z.array(z.object({ Address: z.string() })),
});
const mailListingSchema = z.object({ total: z.number(), messages: z.array(mailSummarySchema) });
const mailMessageSchema = z.object({
  ID: z.string(),
  Subject: z.string(),
  Date: z.string(),
  To: z.array(z.object({ Address: z.string() })),
  Text: z.string(),
  HTML: z.string(),
});

export type MailSummary = z.infer<typeof mailSummarySchema>;
export type MailMessage = z.infer<typeof mailMessageSchema>;

/**
 * The mailbox every e-mail of the stack lands in, through the Mailpit API (the same calls work
 * against `supabase start`'s Mailpit): what a user would find in their inbox. Used by the
 * contract tests, the end-to-end journeys and the benchmarks alike.
 */
export class MailboxClient {
  constructor(private readonly mailUrl: string) {}

  /** Every e-mail sent to `address`, newest first. */
  async messagesTo(address: string): Promise<MailSummary[]> {
    const query = encodeURIComponent(`to:${address}`);
    const response = await fetch(`${this.mailUrl}/api/v1/search?query=${query}`);
    if (!response.ok) throw new Error(`mailbox search failed with ${response.status}`);
    return mailListingSchema.parse(await response.json()).messages;
  }

  async message(id: string): Promise<MailMessage> {
    const response = await fetch(`${this.mailUrl}/api/v1/message/${encodeURIComponent(id)}`);
    if (!response.ok) throw new Error(`mailbox message ${id} failed with ${response.status}`);
    return mailMessageSchema.parse(await response.json());
  }

  /** Waits for the newest e-mail to `address`, as a user waits for their inbox. */
  async waitForMessageTo(
    address: string,
    options: { timeoutMs?: number } = {},
  ): Promise<MailMessage> {
    const timeoutMs = options.timeoutMs ?? 10_000;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [newest] = await this.messagesTo(address);
      if (newest) return this.message(newest.ID);
      if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
      await sleep(50);
    }
  }
}

/** The link in an e-mail that confirms the address or signs the user in. */
export function verifyLinkOf(message: MailMessage): string {
  const link = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/.exec(message.Text)?.[0];
  if (!link) throw new Error(`no verify link in the e-mail "${message.Subject}"`);
  return link;
}
