import { expect, type Locator, type Page } from '@playwright/test';

/** `/account`: profile, usage statistics and the DELETE ACCOUNT confirmation. */
export class AccountPage {
  readonly heading: Locator;
  readonly deleteButton: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'ACCOUNT SETTINGS' });
    this.deleteButton = page.getByRole('button', { name: 'DELETE ACCOUNT' });
    this.deleteDialog = page.getByRole('dialog', { name: 'DELETE ACCOUNT' });
  }

  /** Opens /account and waits for the usage statistics the page reads from the server. */
  async goto(): Promise<void> {
    await this.page.goto('/account');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.row('API Calls')).toContainText(/\d+ today/);
  }

  /** Messages left today and the daily limit, read from Credits Remaining (`297 of 300 today`). */
  async creditsToday(): Promise<{ left: number; limit: number } | null> {
    const text = await this.row('Credits Remaining').innerText();
    const match = /([\d,]+) of ([\d,]+) today/.exec(text);
    if (!match) return null;
    const number = (figure: string) => Number(figure.replaceAll(',', ''));
    return { left: number(match[1]!), limit: number(match[2]!) };
  }

  /** The table of engines this month, as rows of cell texts. */
  async engineRows(): Promise<string[][]> {
    const table = this.page.getByRole('table', { name: 'Engines this month' });
    const rows = await table.getByRole('row').all();
    return Promise.all(
      rows
        .slice(1)
        .map((row) => row.getByRole('cell').or(row.getByRole('rowheader')).allInnerTexts()),
    );
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
