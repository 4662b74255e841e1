import { expect, type Locator, type Page } from '@playwright/test';

/** `/account`: profile, usage and the DELETE ACCOUNT confirmation. */
export class AccountPage {
  readonly heading: Locator;
  readonly deleteButton: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'ACCOUNT SETTINGS' });
    this.deleteButton = page.getByRole('button', { name: 'DELETE ACCOUNT' });
    this.deleteDialog = page.getByRole('dialog', { name: 'DELETE ACCOUNT' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/account');
    await expect(this.heading).toBeVisible();
  }

  /** The value shown next to a profile or usage label (a definition list row). */
  row(label: string): Locator {
    return this.page
      .locator('dl > div')
      .filter({
        has: this.page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`, 'i') }),
      })
      .getByRole('definition');
  }
}
