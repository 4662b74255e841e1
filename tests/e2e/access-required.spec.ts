import type { Page } from '@playwright/test';
import { testPassword, uniqueAddress, unapprovedDomain } from './support/accounts';
import { expect, test } from './support/fixtures';
import type { TestEnvironmentAddresses } from './support/test-environment';
import { toast, toastDescription } from './support/toasts';

const notApprovedMessage = "Your account hasn't been approved yet. Please request access.";

async function expectAccessRequired(page: Page) {
  const required = toast(page, 'error', 'Access Required');
  await expect(required).toBeVisible();
  await expect(toastDescription(required)).toHaveText(`${notApprovedMessage} Request access here`);
  return required;
}

/** The password grant: an address with no user is `invalid_credentials`, never unconfirmed. */
async function passwordSignIn(environment: TestEnvironmentAddresses, email: string) {
  const response = await fetch(`${environment.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: environment.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: testPassword }),
  });
  return { status: response.status, body: (await response.json()) as { error_code?: string } };
}

// One visitor tries every way in; each step opens /auth afresh, so no earlier toast is on the page.
test('An address that is not on the approval list gets Access Required, from the app and the server', async ({
  page,
  authPage,
  mailbox,
  environment,
}) => {
  await test.step('gets Access Required with a link to /beta when signing up', async () => {
    const email = uniqueAddress('stranger', unapprovedDomain);
    await authPage.goto();
    await authPage.signUp(email, testPassword);

    const required = await expectAccessRequired(page);
    await required.getByRole('link', { name: 'Request access here' }).click();
    await expect(page).toHaveURL(/\/beta$/);
    await expect(page.getByRole('heading', { name: 'BETA ACCESS REQUEST' })).toBeVisible();
    expect(await mailbox.messagesTo(email)).toEqual([]);
  });

  await test.step('gets Access Required when asking for a magic link', async () => {
    const email = uniqueAddress('stranger', unapprovedDomain);
    await authPage.goto();
    await authPage.requestMagicLink(email);
    await expectAccessRequired(page);
    expect(await mailbox.messagesTo(email)).toEqual([]);
  });

  await test.step('is refused by the server too: 403, no user and no e-mail', async () => {
    const email = uniqueAddress('bypass', unapprovedDomain);
    const headers = { apikey: environment.publishableKey, 'content-type': 'application/json' };
    const signUp = await fetch(`${environment.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: testPassword }),
    });
    expect(signUp.status).toBe(403);
    expect(await signUp.json()).toMatchObject({ msg: notApprovedMessage });
    const magicLink = await fetch(`${environment.apiUrl}/auth/v1/otp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, create_user: true }),
    });
    expect(magicLink.status).toBe(403);

    const signIn = await passwordSignIn(environment, email);
    expect(signIn).toMatchObject({ status: 400, body: { error_code: 'invalid_credentials' } });
    expect(await mailbox.messagesTo(email)).toEqual([]);
  });

  await test.step('gets Access Required when only the server knows it is not approved', async () => {
    // The browser's own check says yes (a stale answer): the auth hook must still refuse.
    await page.route('**/rest/v1/rpc/is_email_allowed', (route) => route.fulfill({ json: true }));
    const email = uniqueAddress('stale', unapprovedDomain);
    await authPage.goto();
    await authPage.signUp(email, testPassword);
    await expectAccessRequired(page);
    expect(await mailbox.messagesTo(email)).toEqual([]);
  });
});
