import { testPassword, uniqueAddress, unapprovedDomain } from '../support/accounts';
import { toast } from '../support/toasts';
import { watchPolicyViolations } from './policy-violations';
import { expect, test } from './security-fixtures';

test.describe('The Content-Security-Policy of the production build', () => {
  test('is sent as a header and a meta tag, and limits connections to the Supabase URL', async ({
    page,
    environment,
  }) => {
    const response = await page.goto('/');
    const header = response?.headers()['content-security-policy'] ?? '';
    const apiOrigin = new URL(environment.apiUrl).origin;
    expect(header).toContain("script-src 'self';");
    expect(header).toContain(`connect-src 'self' ${apiOrigin};`);
    expect(header).toContain("object-src 'none'");
    expect(header).toContain("base-uri 'self'");
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).not.toContain('unsafe-eval');
    expect(header).not.toMatch(/script-src[^;]*unsafe-inline/);

    const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
    await expect(meta).toHaveCount(1);
    const metaPolicy = (await meta.getAttribute('content')) ?? '';
    // The meta copy is the header without frame-ancestors, which only works as a header.
    expect(`${metaPolicy}; frame-ancestors 'none'`).toBe(header);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('refuses a script injected into the page (the policy is enforced, not only declared)', async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'ACCESS SYSTEM' })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      try {
        script.textContent = 'window.__injectedScriptRan = true';
      } catch {
        return 'refused by Trusted Types';
      }
      document.body.append(script);
      return (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan
        ? 'ran'
        : 'refused by script-src';
    });
    expect(ran).not.toBe('ran');
    await expect
      .poll(() => violations.filter((violation) => violation.kind === 'event').length)
      .toBeGreaterThan(0);
  });

  test('every signed-out screen loads with no violation', async ({ page, authPage }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'ACCESS SYSTEM' }).click();
    await expect(authPage.loginTab).toBeVisible();
    await authPage.signIn(uniqueAddress('nobody'), testPassword);
    await expect(toast(page, 'error', 'Login Failed')).toBeVisible();
    await authPage.signUp(uniqueAddress('stranger', unapprovedDomain), testPassword);
    await expect(toast(page, 'error', 'Access Required')).toBeVisible();

    for (const [path, heading] of [
      ['/beta', 'BETA ACCESS REQUEST'],
      ['/terms', /Terms of Use/i],
      ['/privacy', /Privacy Policy/i],
      ['/no-such-page', '404'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test('every signed-in screen, menu, dialog and toast works with no violation', async ({
    page,
    context,
    baseURL,
    chatPage,
    accountPage,
    signedInAccount: _signedIn,
  }) => {
    const violations = await watchPolicyViolations(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.reload();
    await chatPage.expectReady();

    const reply = await chatPage.sendAndWaitForReply(
      'We will utilize the survey in order to start.',
    );
    await chatPage.messageInput.blur();
    await reply.hover();
    await reply.getByRole('button', { name: 'Copy refined message' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Copy' })).toBeVisible();
    await reply.getByRole('button', { name: 'Copy refined message' }).click();
    await expect(toast(page, 'success', 'Copied to clipboard')).toBeVisible();
    // The DIFF view and its library load as their own chunk, under the same policy.
    await chatPage.pressTerminalKey('d');
    await expect(reply.locator('del').first()).toBeVisible();

    await chatPage.pressTerminalKey('m');
    await expect(chatPage.menu).toBeVisible();
    await chatPage.pressTerminalKey('3');
    await expect(chatPage.status).toContainText('ENTER TO SEND');
    const download = page.waitForEvent('download');
    await chatPage.pressTerminalKey('2');
    await download;
    await chatPage.testRouterButton.click();
    await expect(toast(page, 'success', 'Router Test Complete')).toBeVisible({ timeout: 30_000 });

    await accountPage.goto();
    await accountPage.deleteButton.click();
    await expect(accountPage.deleteDialog).toBeVisible();
    await accountPage.deleteDialog.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await expect(toast(page, 'error', 'Account Deletion')).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: /Terms of Use/i, level: 1 })).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: /Privacy Policy/i, level: 1 })).toBeVisible();
    await page.goto('/account');
    await accountPage.deleteButton.click();
    await accountPage.deleteDialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(accountPage.deleteDialog).toHaveCount(0);

    expect(violations).toEqual([]);
  });
});
