import type { EmailDriver, EmailMessage } from '@supabase/lite';
import { currentAuthRequestContext } from '../auth/auth-request-context';
import { findVerifyLink, rewriteVerifyLinks } from '../auth/mail-links';
import type { StackLogger } from '../stack-logger';
import type { MailStore } from './mail-store';

export interface CapturingEmailDriverOptions {
  store: MailStore;
  /** lite's `site_url`, where it builds links. */
  siteUrl: string;
  apiUrl: string;
  logger: StackLogger;
}

/**
 * lite's e-mail driver: instead of sending, puts each message in the mailbox with its links in
 * hosted Auth's form (on the API URL, carrying the requested redirect) and prints the link.
 */
export function createCapturingEmailDriver(options: CapturingEmailDriverOptions): EmailDriver {
  return {
    async send(message: EmailMessage) {
      const redirectTo = currentAuthRequestContext()?.redirectTo ?? options.siteUrl;
      const linkOptions = { siteUrl: options.siteUrl, apiUrl: options.apiUrl, redirectTo };
      const text = rewriteVerifyLinks(message.text ?? '', linkOptions);
      const html = rewriteVerifyLinks(message.html ?? '', linkOptions);
      const to = message.to;
      options.store.add({ to, subject: message.subject, text, html });
      const link = findVerifyLink(text) ?? findVerifyLink(html);
      options.logger.info('mail', `to ${to}: ${message.subject}${link ? `\n  ${link}` : ''}`);
    },
  };
}
