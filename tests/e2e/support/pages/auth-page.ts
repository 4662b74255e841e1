import { expect, type Locator, type Page } from '@playwright/test';

/** `/auth`: the LOGIN and SIGNUP tabs, used the way a person would. */
export class AuthPage {
  readonly loginTab: Locator;
  readonly signupTab: Locator;
  readonly loginForm: Locator;
  readonly signupForm: Locator;
  /** The LOGIN tab's FORGOT PASSWORD? form. */
  readonly resetRequestForm: Locator;
  readonly forgotPasswordButton: Locator;

  constructor(readonly page: Page) {
    this.loginTab = page.getByRole('tab', { name: 'LOGIN' });
    this.signupTab = page.getByRole('tab', { name: 'SIGNUP' });
    this.loginForm = page.getByRole('form', { name: 'Login' });
    this.signupForm = page.getByRole('form', { name: 'Signup' });
    this.resetRequestForm = page.getByRole('form', { name: 'Reset password' });
    this.forgotPasswordButton = page.getByRole('button', { name: 'FORGOT PASSWORD?' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/auth');
    await expect(this.loginTab).toBeVisible();
  }

  /** `exact`: the magic-link checkbox's label also contains "password". */
  field(form: Locator, label: 'Email' | 'Password'): Locator {
    return form.getByLabel(label, { exact: true });
  }

  get magicLinkCheckbox(): Locator {
    return this.signupForm.getByRole('checkbox', { name: 'Use magic link instead of password' });
  }

  get termsCheckbox(): Locator {
    return this.signupForm.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.loginTab.click();
    await this.field(this.loginForm, 'Email').fill(email);
    await this.field(this.loginForm, 'Password').fill(password);
    await this.loginForm.getByRole('button', { name: 'SIGN IN' }).click();
  }

  async signUp(email: string, password: string): Promise<void> {
    await this.signupTab.click();
    await this.field(this.signupForm, 'Email').fill(email);
    await this.field(this.signupForm, 'Password').fill(password);
    await this.termsCheckbox.check();
    await this.signupForm.getByRole('button', { name: 'SIGN UP' }).click();
  }

  /** FORGOT PASSWORD? on the LOGIN tab, then SEND RESET LINK for `email`. */
  async requestPasswordReset(email: string): Promise<void> {
    await this.loginTab.click();
    await this.forgotPasswordButton.click();
    await this.field(this.resetRequestForm, 'Email').fill(email);
    await this.resetRequestForm.getByRole('button', { name: 'SEND RESET LINK' }).click();
  }

  async requestMagicLink(email: string): Promise<void> {
    await this.signupTab.click();
    await this.magicLinkCheckbox.check();
    await this.field(this.signupForm, 'Email').fill(email);
    await this.termsCheckbox.check();
    await this.signupForm.getByRole('button', { name: 'SEND MAGIC LINK' }).click();
  }
}
