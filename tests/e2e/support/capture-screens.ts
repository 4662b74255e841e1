/**
 * Looks at every screen the way a person would: Chromium screenshots at desktop and phone sizes,
 * against a running `vite` (APP_URL). Network calls to the backend are answered by Playwright
 * so signed-in screens can be seen without the stack. Not a test: a tool for eyeballing layout.
 *
 *   npx vite --port 5190 & APP_URL=http://127.0.0.1:5190 npx tsx tests/e2e/support/capture-screens.ts
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:5190';
const outputFolder = process.env.SCREENSHOT_DIR ?? 'tests/e2e/.artifacts/screens';
const storageKey = 'sb-127-auth-token';

const user = {
  id: '5f0c1e0a-9d2b-4f7e-9a55-3c2d1b0a9e11',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'researcher@example.org',
  created_at: '2025-09-17T10:00:00Z',
  app_metadata: { provider: 'email' },
  user_metadata: {},
  identities: [],
};

function fakeSession() {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user,
  };
}

async function answerBackend(page: Page, approved: boolean): Promise<void> {
  await page.route('**/rest/v1/rpc/is_email_allowed', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(approved) }),
  );
  await page.route('**/functions/v1/route', (route) =>
    route.fulfill({
      json: {
        output:
          'Clear writing names the decision, the owner and the date, so readers can act without a follow-up question.',
        meta: { vendor: 'local', model: 'clarity-engine', latency: 42 },
      },
    }),
  );
  await page.route('**/auth/v1/**', (route) => route.fulfill({ json: user }));
}

async function signIn(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, session]) => window.localStorage.setItem(key as string, JSON.stringify(session)),
    [storageKey, fakeSession()],
  );
}

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

async function main() {
  mkdirSync(outputFolder, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const viewport of viewports) {
      const shoot = async (
        name: string,
        path: string,
        options: { signedIn: boolean; approved?: boolean; act?: (page: Page) => Promise<void> },
      ) => {
        const page = await browser.newPage({ viewport });
        await answerBackend(page, options.approved ?? true);
        if (options.signedIn) await signIn(page);
        await page.goto(`${appUrl}${path}`);
        await page.waitForLoadState('networkidle');
        if (options.act) await options.act(page);
        await page.screenshot({
          path: `${outputFolder}/${name}-${viewport.name}.png`,
          fullPage: true,
        });
        await page.close();
      };
      await shoot('landing', '/', { signedIn: false });
      await shoot('auth-login', '/auth', { signedIn: false });
      await shoot('auth-signup', '/auth', {
        signedIn: false,
        act: async (page) => {
          await page.getByRole('tab', { name: 'SIGNUP' }).click();
        },
      });
      await shoot('auth-access-required', '/auth', {
        signedIn: false,
        approved: false,
        act: async (page) => {
          await page.getByRole('tab', { name: 'SIGNUP' }).click();
          await page.getByLabel('Email', { exact: true }).fill('stranger@example.org');
          await page.getByLabel('Password', { exact: true }).fill('secret1');
          await page.getByRole('checkbox', { name: /I agree/ }).check();
          await page.getByRole('button', { name: 'SIGN UP' }).click();
          await page.getByText('Access Required').waitFor();
          // let the toast finish sliding in
          await page.waitForTimeout(800);
        },
      });
      await shoot('dashboard-help', '/dashboard', {
        signedIn: true,
        act: async (page) => {
          await page.getByRole('button', { name: 'MENU [M]' }).click();
          await page.keyboard.press('3');
        },
      });
      await shoot('beta', '/beta', { signedIn: false });
      await shoot('not-found', '/nowhere', { signedIn: false });
      await shoot('terms', '/terms', { signedIn: false });
      await shoot('privacy', '/privacy', { signedIn: false });
      await shoot('dashboard-empty', '/dashboard', { signedIn: true });
      await shoot('dashboard-chat', '/dashboard', {
        signedIn: true,
        act: async (page) => {
          const input = page.getByPlaceholder('Type your message...');
          await input.fill(
            'We should maybe think about possibly deciding on the budget at some point soon.',
          );
          await input.press('Enter');
          await page.getByText('Clear writing names').waitFor();
          await input.fill(
            'averyveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryverylongunbrokenword',
          );
          await input.press('Enter');
          await page.getByText('Clear writing names').nth(1).waitFor();
        },
      });
      await shoot('dashboard-menu', '/dashboard', {
        signedIn: true,
        act: async (page) => {
          await page.getByRole('button', { name: 'MENU [M]' }).click();
        },
      });
      await shoot('account', '/account', { signedIn: true });
      await shoot('account-delete-dialog', '/account', {
        signedIn: true,
        act: async (page) => {
          await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
        },
      });
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots saved in ${outputFolder}`);
}

await main();
