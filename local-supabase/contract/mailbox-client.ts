import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

const summarySchema = z.object({
  ID: z.string(),
  Subject: z.string(),
  Created: z.string(),
  To: z.array(z.object({ Address: z.string() })),
});
const listingSchema = z.object({ total: z.number(), messages: z.array(summarySchema) });
const messageSchema = z.object({
  ID: z.string(),
  Subject: z.string(),
  Date: z.string(),
  To: z.array(z.object({ Address: z.string() })),
  Text: z.string(),
  HTML: z.string(),
});

export type MailSummary = z.infer<typeof summarySchema>;
export type MailMessage = z.infer<typeof messageSchema>;

/** A Mailpit API client: the same calls work against `supabase start`'s Mailpit. */
export class MailboxClient {
  constructor(private readonly mailUrl: string) {}

  async search(query: string): Promise<MailSummary[]> {
    const response = await fetch(
      `${this.mailUrl}/api/v1/search?query=${encodeURIComponent(query)}`,
    );
    return listingSchema.parse(await response.json()).messages;
  }

  async message(id: string): Promise<MailMessage> {
    const response = await fetch(`${this.mailUrl}/api/v1/message/${id}`);
    return messageSchema.parse(await response.json());
  }

  /** Waits for the newest e-mail to `address`. */
  async latestTo(address: string, timeoutMs = 5000): Promise<MailMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [newest] = await this.search(`to:${address}`);
      if (newest) return this.message(newest.ID);
      if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
      await sleep(50);
    }
  }

  async countTo(address: string): Promise<number> {
    return (await this.search(`to:${address}`)).length;
  }
}

/** The verify link of an e-mail, as the user would click it. */
export function verifyLinkOf(message: MailMessage): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text)?.[0];
  if (!link) throw new Error(`no verify link in "${message.Subject}"`);
  return link;
}
