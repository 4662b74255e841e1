import { expect, test } from './support/fixtures';

const termsSections = [
  /eligibility/i,
  /use of the service/i,
  /accounts/i,
  /subscriptions and payment/i,
  /intellectual property/i,
  /AI-generated content/i,
  /privacy/i,
  /limitation of liability/i,
  /termination/i,
  /governing law/i,
  /changes to (these )?terms/i,
  /indemnification/i,
  /third-party services/i,
  /force majeure/i,
  /miscellaneous/i,
];

const privacySections = [
  /information (we )?collect/i,
  /use/i,
  /shar/i,
  /retention/i,
  /security/i,
  /rights/i,
  /changes/i,
  /contact/i,
];

test.describe('Legal pages and the beta page', () => {
  test('a visitor: the Terms of Use, the sign-up terms link and the beta page', async ({
    page,
    authPage,
  }) => {
    await test.step('the Terms of Use: dated, 15 sections in order, BACK to /dashboard', async () => {
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('TERMS OF USE');
      await expect(page.getByText('Last updated: September 17, 2025')).toBeVisible();
      const headings = page.getByRole('heading', { level: 2 });
      await expect(headings).toHaveCount(15);
      const texts = await headings.allInnerTexts();
      texts.forEach((text, index) => {
        expect(text).toMatch(new RegExp(`^${index + 1}\\. `));
        expect(text).toMatch(termsSections[index] ?? /never/);
      });
      await page.getByRole('button', { name: 'BACK' }).click();
      // Signed out, /dashboard sends the visitor on to /auth.
      await expect(page).toHaveURL(/\/auth$/);
    });

    await test.step('the sign-up terms link opens the Terms of Use in a new tab', async () => {
      await authPage.goto();
      await authPage.signupTab.click();
      const opening = page.waitForEvent('popup');
      await authPage.signupForm.getByRole('link', { name: 'Terms of Service' }).click();
      const termsTab = await opening;
      await expect(termsTab).toHaveURL(/\/terms$/);
      await expect(termsTab.getByRole('heading', { level: 1 })).toHaveText('TERMS OF USE');
      await expect(page, 'the form stays where it was').toHaveURL(/\/auth$/);
      await termsTab.close();
    });

    await test.step('the beta page explains how to ask for access and leads back to login', async () => {
      await page.goto('/auth');
      await page.getByRole('link', { name: 'REQUEST BETA ACCESS' }).click();
      await expect(page.getByRole('heading', { name: 'BETA ACCESS REQUEST' })).toBeVisible();
      await expect(page.getByText(/private beta/)).toBeVisible();
      await expect(page.getByText(/research background and your intended use case/)).toBeVisible();
      await expect(page.getByText(/e-mail notification/)).toBeVisible();
      await page.getByRole('link', { name: 'BACK TO LOGIN' }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  });

  test('the Privacy Policy: dated, 8 sections in order, BACK to /dashboard', async ({
    page,
    chatPage,
    signedInAccount: _signedIn,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PRIVACY POLICY');
    await expect(page.getByText('Last updated: September 17, 2025')).toBeVisible();
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(8);
    const texts = await headings.allInnerTexts();
    texts.forEach((text, index) => expect(text).toMatch(privacySections[index] ?? /never/));
    await page.getByRole('button', { name: 'BACK' }).click();
    await chatPage.expectReady();
  });
});
