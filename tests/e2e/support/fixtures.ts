import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { Accounts, type Account } from './accounts';
import { ApprovalList } from './approval-list';
import { MailboxClient } from '../../../local-supabase/contract/mailbox-client';
import { AccountPage } from './pages/account-page';
import { AuthPage } from './pages/auth-page';
import { ChatPage } from './pages/chat-page';
import { storeSession } from './session-storage';
import { readSharedEnvironment } from './shared-environment';
import {
  startTestEnvironment,
  type TestEnvironmentAddresses,
  type TestEnvironmentOptions,
} from './test-environment';

interface WorkerFixtures {
  /**
   * Leave unset to use the run's shared environment. Set it (`test.use({ environmentOptions })`)
   * and the file's worker starts its own stack + app on free ports with these options, e.g.
   * edge-function variables that point the route function at a mock vendor.
   */
  environmentOptions: TestEnvironmentOptions | undefined;
  /** The running product this worker's tests drive. */
  environment: TestEnvironmentAddresses;
}

interface TestFixtures {
  mailbox: MailboxClient;
  approvalList: ApprovalList;
  accounts: Accounts;
  authPage: AuthPage;
  chatPage: ChatPage;
  accountPage: AccountPage;
  /**
   * A fresh, confirmed, approved account, signed in and on /dashboard. Its session comes from
   * the Auth API (the LOGIN form has journeys of its own), which saves a page load per test.
   */
  signedInAccount: Account;
  /** Automatic: a journey fails if the app throws an uncaught error in the page. */
  uncaughtErrors: void;
}

// Fixtures hand over their value with `provide` (Playwright's `use`): the React hooks lint
// rule would read a function named `use` as React's hook.
export const test = base.extend<TestFixtures, WorkerFixtures>({
  environmentOptions: [undefined, { scope: 'worker', option: true }],
  environment: [
    async ({ environmentOptions }, provide) => {
      if (!environmentOptions) {
        await provide(readSharedEnvironment());
        return;
      }
      // The production build, as in the shared environment, unless the file asks for the dev
      // server (`app: 'dev-server'`): a page loads several times faster.
      const environment = await startTestEnvironment({
        app: 'production-build',
        ...environmentOptions,
      });
      try {
        await provide(environment);
      } finally {
        await environment.stop();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ environment }, provide) => {
    await provide(environment.appUrl);
  },
  mailbox: async ({ environment }, provide) => {
    await provide(new MailboxClient(environment.mailUrl));
  },
  approvalList: async ({ environment }, provide) => {
    await provide(new ApprovalList(environment));
  },
  accounts: async ({ environment, mailbox, approvalList }, provide) => {
    await provide(new Accounts(environment, mailbox, approvalList));
  },
  authPage: async ({ page }, provide) => {
    await provide(new AuthPage(page));
  },
  chatPage: async ({ page }, provide) => {
    await provide(new ChatPage(page));
  },
  accountPage: async ({ page }, provide) => {
    await provide(new AccountPage(page));
  },
  uncaughtErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await provide();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  signedInAccount: async ({ page, accounts, chatPage }, provide, testInfo) => {
    // Named after the spec file, so a leftover account says which journey made it.
    const account = await accounts.createConfirmed(path.basename(testInfo.file, '.spec.ts'));
    await storeSession(page, await accounts.session(account));
    await chatPage.goto();
    await provide(account);
  },
});

export { expect };
