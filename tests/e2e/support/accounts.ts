import { randomBytes } from 'node:crypto';
import type { ApprovalList } from './approval-list';
import { verifyLinkOf, type MailboxClient } from '../../../local-supabase/contract/mailbox-client';
import type { TestEnvironmentAddresses } from './test-environment';

/** Seeded as approved (supabase/seed.sql): any address at this domain may sign up. */
export const approvedDomain = 'demo.associate.test';
/** Nobody at this domain is approved unless a test adds the address. */
export const unapprovedDomain = 'outside.example.org';

export const testPassword = 'clear-words-42';

/** A person's address no other test (or run against the same stack) has used. */
export function uniqueAddress(name: string, domain = approvedDomain): string {
  return `${name}.${randomBytes(3).toString('hex')}@${domain}`;
}

export interface Account {
  email: string;
  password: string;
}

/**
 * Accounts made over the Auth API, for journeys that are not about signing up: sign-up with
 * the app's redirect, then the confirmation link from the mailbox, as a user would click it.
 */
export class Accounts {
  constructor(
    private readonly environment: TestEnvironmentAddresses,
    private readonly mailbox: MailboxClient,
    private readonly approvalList: ApprovalList,
  ) {}

  /** A confirmed account. `approveFirst` puts an address outside the seeded domain on the list. */
  async createConfirmed(
    name: string,
    options: { domain?: string; approveFirst?: boolean } = {},
  ): Promise<Account> {
    const account = await this.createUnconfirmed(name, options);
    const confirmation = await this.mailbox.waitForMessageTo(account.email);
    const response = await fetch(verifyLinkOf(confirmation), { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    if (!location.includes('access_token=')) {
      throw new Error(`confirming ${account.email} failed: ${response.status} ${location}`);
    }
    return account;
  }

  /**
   * A session for the account, from Auth's password grant: the JSON supabase-js keeps in local
   * storage after the LOGIN form succeeds.
   */
  async session(account: Account): Promise<string> {
    const response = await fetch(`${this.environment.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: this.environment.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const body = await response.text();
    if (!response.ok || !body.includes('"access_token"')) {
      throw new Error(`signing ${account.email} in failed: ${response.status} ${body}`);
    }
    return body;
  }

  /** Signed up, confirmation e-mail sent, link never opened. */
  async createUnconfirmed(
    name: string,
    options: { domain?: string; approveFirst?: boolean } = {},
  ): Promise<Account> {
    const email = uniqueAddress(name, options.domain);
    if (options.approveFirst) await this.approvalList.add(email);
    const redirect = encodeURIComponent(`${this.environment.appUrl}/dashboard`);
    const response = await fetch(
      `${this.environment.apiUrl}/auth/v1/signup?redirect_to=${redirect}`,
      {
        method: 'POST',
        headers: { apikey: this.environment.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: testPassword }),
      },
    );
    if (!response.ok) throw new Error(`sign-up of ${email} failed: ${await response.text()}`);
    return { email, password: testPassword };
  }
}
