import { randomBytes, randomUUID } from 'node:crypto';

/** One caught e-mail, in Mailpit's field names so Mailpit clients read it unchanged. */
export interface StoredMail {
  ID: string;
  MessageID: string;
  Created: string;
  From: { Name: string; Address: string };
  To: Array<{ Name: string; Address: string }>;
  Subject: string;
  Text: string;
  HTML: string;
  Size: number;
  Read: boolean;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

// Mailpit's IDs are short random base62 strings; ours look the same.
const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function newMailId(): string {
  return [...randomBytes(22)].map((byte) => idAlphabet[byte % idAlphabet.length]).join('');
}

/** Every e-mail the stack sent since it started, newest first (kept in memory only). */
export class MailStore {
  #mails: StoredMail[] = [];
  #listeners = new Set<(mail: StoredMail) => void>();

  add(mail: OutgoingMail): StoredMail {
    const stored: StoredMail = {
      ID: newMailId(),
      MessageID: `${randomUUID()}@local-supabase`,
      Created: new Date().toISOString(),
      From: { Name: 'Local Supabase', Address: 'admin@email.com' },
      To: [{ Name: '', Address: mail.to }],
      Subject: mail.subject,
      Text: mail.text,
      HTML: mail.html,
      Size: Buffer.byteLength(mail.text) + Buffer.byteLength(mail.html),
      Read: false,
    };
    this.#mails.unshift(stored);
    for (const listener of this.#listeners) listener(stored);
    return stored;
  }

  list(): readonly StoredMail[] {
    return this.#mails;
  }

  find(id: string): StoredMail | undefined {
    if (id === 'latest') return this.#mails[0];
    return this.#mails.find((mail) => mail.ID === id);
  }

  deleteAll(): void {
    this.#mails = [];
  }

  delete(ids: readonly string[]): void {
    const doomed = new Set(ids);
    this.#mails = this.#mails.filter((mail) => !doomed.has(mail.ID));
  }

  onMail(listener: (mail: StoredMail) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
