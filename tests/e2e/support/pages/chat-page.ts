import { expect, type Locator, type Page } from '@playwright/test';

/** `/dashboard`: the chat terminal, its menu and its keys. */
export class ChatPage {
  readonly conversation: Locator;
  readonly messageInput: Locator;
  readonly sendButton: Locator;
  readonly menuButton: Locator;
  readonly testRouterButton: Locator;
  readonly menu: Locator;
  readonly status: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.conversation = page.getByRole('log', { name: 'Conversation' });
    this.messageInput = page.getByRole('textbox', { name: 'Message' });
    this.sendButton = page.getByRole('button', { name: 'Send message' });
    this.menuButton = page.getByRole('button', { name: 'MENU [M]' });
    this.testRouterButton = page.getByRole('button', { name: 'TEST ROUTER' });
    this.menu = page.getByRole('navigation', { name: 'Main menu' });
    this.status = page.getByRole('status', { name: 'Terminal status' });
    // A footer inside <main> is no contentinfo landmark; it is the terminal's only footer.
    this.footer = page.locator('footer');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
    await this.expectReady();
  }

  async expectReady(): Promise<void> {
    // Also after a confirmation or magic-link landing: the app drops the bare `#` supabase-js
    // leaves once it has read the tokens.
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.conversation).toBeVisible();
  }

  /** DIRECTOR (the user's) messages. */
  get directorMessages(): Locator {
    return this.conversation.getByRole('article', { name: 'DIRECTOR' });
  }

  /** ASSOCIATE replies. */
  get replies(): Locator {
    return this.conversation.getByRole('article', { name: 'ASSOCIATE' });
  }

  /** Types a draft and presses Enter, as a user sends. */
  async send(text: string): Promise<void> {
    await this.messageInput.fill(text);
    await this.messageInput.press('Enter');
  }

  /** Sends and waits until the reply is in and the terminal is READY again. */
  async sendAndWaitForReply(text: string): Promise<Locator> {
    const before = await this.replies.count();
    await this.send(text);
    await expect(this.replies).toHaveCount(before + 1, { timeout: 30_000 });
    await this.expectStatus('READY');
    return this.replies.nth(before);
  }

  async expectStatus(status: 'READY' | 'PROCESSING' | 'WRITING...' | 'MENU'): Promise<void> {
    await expect(this.footer.getByText(status, { exact: true })).toBeVisible();
  }

  async expectMessageCount(count: number): Promise<void> {
    await expect(this.footer.getByText(`MESSAGES: ${count}`, { exact: true })).toBeVisible();
  }

  /**
   * Keys M and 1–8 act only when no text field has focus, and the message input takes focus
   * on load: take it away first, as a user clicking the page would.
   */
  async pressTerminalKey(key: string): Promise<void> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.keyboard.press(key);
  }

  /** Key 1 (CLEAR CHAT HISTORY): the next step of a journey starts from an empty conversation. */
  async startOver(): Promise<void> {
    await this.pressTerminalKey('1');
    await this.expectMessageCount(0);
  }

  menuItem(key: string): Locator {
    return this.menu.getByRole('button', { name: new RegExp(`^\\[${key}\\] `) });
  }

  /** The refined message of a structured reply: the text under its REFINED label. */
  refinedMessage(reply: Locator): Locator {
    return reply.getByText('REFINED', { exact: true }).locator('xpath=following-sibling::p[1]');
  }

  /**
   * The reply being written: its words as they arrive, provisional (hidden from screen readers,
   * which hear the judged reply once, so it is found by its test id).
   */
  get replyInProgress(): Locator {
    return this.conversation.getByTestId('reply-in-progress');
  }

  /** STOP, which takes SEND's place while a reply is in progress. */
  get stopButton(): Locator {
    return this.page.getByRole('button', { name: 'Stop the reply' });
  }

  /** A reply's DIFF toggle (`aria-pressed` says whether its diff shows). */
  diffButton(reply: Locator): Locator {
    return reply.getByRole('button', { name: 'DIFF' });
  }

  /** A reply's warnings about facts of the draft its refined text lost. */
  checkLines(reply: Locator): Locator {
    return reply.getByText(/^CHECK: /);
  }

  /** What the clipboard holds, as the page reads it (needs the clipboard permissions). */
  async clipboardText(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}
