import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatTerminal } from '@/features/chat/components/chat-terminal';
import type { ChatUser } from '@/features/chat/hooks/use-chat-terminal';
import { historyStorageKey } from '@/features/chat/model/history-storage';
import { ApiError } from '@/lib/api-error';
import { deferred } from '@/test/deferred';
import { FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const routeCall = 'POST /functions/v1/route';

function chatUser(overrides: Partial<ChatUser> = {}): ChatUser {
  return {
    id: 'user-1',
    email: 'researcher@example.org',
    signOut: vi.fn(async () => null),
    ...overrides,
  };
}

function renderTerminal(options: { server?: FakeSupabaseServer; user?: ChatUser } = {}) {
  const user = options.user ?? chatUser();
  const view = renderWithProviders(<ChatTerminal user={user} />, {
    server: options.server,
    path: '/dashboard',
  });
  return { ...view, user };
}

function input(): HTMLTextAreaElement {
  return screen.getByPlaceholderText('Type your message...');
}

function statusLine(): HTMLElement {
  return screen.getByRole('status', { name: 'Terminal status' });
}

function pressKey(key: string, options: KeyboardEventInit = {}, target: Element = document.body) {
  fireEvent.keyDown(target, { key, ...options });
}

async function send(text: string) {
  await userEvent.type(input(), text);
  await userEvent.keyboard('{Enter}');
}

/** Sends `text` and waits for the ASSOCIATE reply to it. */
async function sendAndWaitForReply(text: string): Promise<HTMLElement> {
  await send(text);
  return screen.findByRole('article', { name: 'ASSOCIATE' });
}

function replyBody(output: string, latency = 42) {
  return { output, meta: { vendor: 'local', model: 'clarity-engine', latency } };
}

describe('ChatTerminal', () => {
  it('shows the header, the provider badge, TEST ROUTER, the empty state and the footer', () => {
    renderTerminal();
    expect(screen.getByRole('heading', { name: 'ASSOCIATE' })).toBeInTheDocument();
    expect(screen.getByText('Active Provider: Auto (Router)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TEST ROUTER' })).toBeInTheDocument();
    expect(screen.getByText('WELCOME TO ASSOCIATE')).toBeInTheDocument();
    expect(
      screen.getByText('Bridging the gap between what you mean and what they understand.'),
    ).toBeInTheDocument();
    expect(screen.getByText('MESSAGES: 0')).toBeInTheDocument();
    expect(screen.getByText('READY')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Outputs may be inaccurate or incomplete and should be reviewed before use. Not legal, financial, or medical advice.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Conversation' })).toBeInTheDocument();
  });

  it('sends on Enter: DIRECTOR message, Working... under ASSOCIATE, PROCESSING, then the reply', async () => {
    const pending = deferred<Response>();
    const server = new FakeSupabaseServer().on(routeCall, () => pending.promise);
    renderTerminal({ server });
    await send('Is this clear?');

    const log = screen.getByRole('log');
    expect(within(log).getByRole('article', { name: 'DIRECTOR' })).toHaveTextContent(
      'Is this clear?',
    );
    expect(within(log).getByText('Working...')).toBeInTheDocument();
    expect(screen.getByText('PROCESSING')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    expect(server.requestsTo(routeCall)[0]?.body).toEqual({ text: 'Is this clear?' });

    pending.resolve(jsonResponse(replyBody('Yes, it is clear.', 128)));
    const reply = await within(log).findByRole('article', { name: 'ASSOCIATE' });
    expect(reply).toHaveTextContent('Yes, it is clear.');
    expect(reply).toHaveTextContent('local · clarity-engine · 128 ms');
    expect(within(reply).getByRole('button', { name: 'Copy reply' })).toBeInTheDocument();
    expect(within(log).queryByText('Working...')).not.toBeInTheDocument();
    expect(screen.getByText('READY')).toBeInTheDocument();
    expect(screen.getByText('MESSAGES: 2')).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('marks a reply written by the offline fallback, from the full route contract', async () => {
    const server = new FakeSupabaseServer().on(routeCall, () =>
      jsonResponse({
        output: 'Refined draft.',
        meta: {
          vendor: 'local',
          model: 'clarity-engine',
          latency: 2010.4,
          attempts: [
            {
              vendor: 'openai',
              model: 'gpt-4o-mini',
              outcome: 'server_error',
              ms: 2000,
              hedge: false,
            },
            { vendor: 'local', model: 'clarity-engine', outcome: 'ok', ms: 9, hedge: false },
          ],
          hedged: false,
          fallback: true,
          usage: { input: 10, output: 12 },
          overhead_ms: 0.6,
          request_id: 'req-7',
        },
      }),
    );
    renderTerminal({ server });
    const reply = await sendAndWaitForReply('Please fix this.');
    expect(reply).toHaveTextContent('local · clarity-engine · 2010 ms · OFFLINE FALLBACK');
  });

  it('labels each message with a time', async () => {
    renderTerminal();
    const reply = await sendAndWaitForReply('Hello');
    const director = screen.getByRole('article', { name: 'DIRECTOR' });
    for (const article of [director, reply]) {
      const time = article.querySelector('time');
      expect(time?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(time?.textContent).toMatch(/\d/);
    }
  });

  it('does not send on Shift+Enter', async () => {
    const { server } = renderTerminal();
    await userEvent.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('line one\nline two');
    expect(server.requestsTo(routeCall)).toHaveLength(0);
  });

  it('does not send while an IME composition is active', async () => {
    const { server } = renderTerminal();
    await userEvent.type(input(), 'にほんご');
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    expect(server.requestsTo(routeCall)).toHaveLength(0);
    expect(input()).toHaveValue('にほんご');
  });

  it('does not send empty or whitespace-only text', async () => {
    const { server } = renderTerminal();
    await userEvent.click(input());
    await userEvent.keyboard('{Enter}');
    await userEvent.type(input(), '   ');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(server.requestsTo(routeCall)).toHaveLength(0);
    expect(screen.getByText('MESSAGES: 0')).toBeInTheDocument();
  });

  it('sends nothing more while a reply is loading', async () => {
    const pending = deferred<Response>();
    const server = new FakeSupabaseServer().on(routeCall, () => pending.promise);
    renderTerminal({ server });
    await send('first');
    fireEvent.change(input(), { target: { value: 'second' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(server.requestsTo(routeCall)).toHaveLength(1);
    pending.resolve(jsonResponse(replyBody('done')));
    await screen.findByText('done');
  });

  it("appends ERROR: with the server's message and puts the text back in the input", async () => {
    const server = new FakeSupabaseServer().on(routeCall, () =>
      jsonResponse(
        { error: { code: 'rate_limited', message: 'Too many requests. Try again in a minute.' } },
        429,
      ),
    );
    renderTerminal({ server });
    await send('keep me');
    expect(
      await screen.findByText('ERROR: Too many requests. Try again in a minute.'),
    ).toBeInTheDocument();
    expect(input()).toHaveValue('keep me');
    expect(screen.getByText('READY')).toBeInTheDocument();
  });

  it('appends ERROR: An unexpected error occurred when the failure cannot be read', async () => {
    const server = new FakeSupabaseServer().on(
      routeCall,
      () => new Response('oops', { status: 500 }),
    );
    renderTerminal({ server });
    await send('hello');
    expect(await screen.findByText('ERROR: An unexpected error occurred')).toBeInTheDocument();
  });

  it('renders message text as text, never as HTML', async () => {
    const server = new FakeSupabaseServer().on(routeCall, () =>
      jsonResponse(replyBody('<b>bold</b><script>alert(1)</script>')),
    );
    const { container } = renderTerminal({ server });
    await send('<img src=x onerror="alert(1)">');
    expect(await screen.findByText('<b>bold</b><script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(container.querySelector('img, b, script')).toBeNull();
  });

  it('keeps the history across a reload, per user', async () => {
    const server = new FakeSupabaseServer();
    const first = renderTerminal({ server });
    await sendAndWaitForReply('remember me');
    first.unmount();

    renderTerminal({ server });
    expect(screen.getByText('remember me')).toBeInTheDocument();
    expect(screen.getByText('MESSAGES: 2')).toBeInTheDocument();
  });

  it('starts empty for another user in the same browser', async () => {
    const server = new FakeSupabaseServer();
    const first = renderTerminal({ server });
    await sendAndWaitForReply('private');
    first.unmount();
    renderTerminal({ server, user: chatUser({ id: 'user-2' }) });
    expect(screen.queryByText('private')).not.toBeInTheDocument();
    expect(screen.getByText('MESSAGES: 0')).toBeInTheDocument();
  });

  it('shows the last response latency in the empty state once known', async () => {
    const server = new FakeSupabaseServer().on(routeCall, () => jsonResponse(replyBody('ok', 87)));
    renderTerminal({ server });
    expect(screen.queryByText(/LAST RESPONSE LATENCY/)).not.toBeInTheDocument();
    await send('hi');
    await screen.findByText('ok');
    pressKey('l', { ctrlKey: true });
    expect(screen.getByText('LAST RESPONSE LATENCY: 87 ms')).toBeInTheDocument();
  });

  it('copies a reply and confirms with Copied to clipboard', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTerminal();
    const reply = await sendAndWaitForReply('hi');
    fireEvent.click(within(reply).getByRole('button', { name: 'Copy reply' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Message content has been copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      'Clear writing names the decision, the owner and the date.',
    );
  });

  it('says Copy failed when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTerminal();
    const reply = await sendAndWaitForReply('hi');
    fireEvent.click(within(reply).getByRole('button', { name: 'Copy reply' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to copy to clipboard')).toBeInTheDocument();
  });

  it('offers no copy button on the user’s own messages', async () => {
    renderTerminal();
    await sendAndWaitForReply('mine');
    const director = screen.getByRole('article', { name: 'DIRECTOR' });
    expect(within(director).queryByRole('button')).not.toBeInTheDocument();
  });

  it('runs the router test from TEST ROUTER with the fixed prompt and shows provider, model and latency', async () => {
    const server = new FakeSupabaseServer().on(routeCall, () =>
      jsonResponse({
        output: 'x',
        meta: { vendor: 'anthropic', model: 'claude-haiku', latency: 311.6 },
      }),
    );
    renderTerminal({ server });
    await userEvent.click(screen.getByRole('button', { name: 'TEST ROUTER' }));
    await waitFor(() =>
      expect(statusLine()).toHaveTextContent(
        'ROUTER TEST COMPLETE — PROVIDER: anthropic • MODEL: claude-haiku • LATENCY: 312 ms',
      ),
    );
    const body = server.requestsTo(routeCall)[0]?.body as { text: string };
    expect(body.text).toMatch(/clear writing/i);
    expect(body.text).toMatch(/decisions/i);
    expect(screen.getByText('MESSAGES: 0')).toBeInTheDocument();
  });

  it('shows Router Test Failed and ROUTER TEST FAILED when the router test fails', async () => {
    const server = new FakeSupabaseServer().on(routeCall, () =>
      jsonResponse({ error: { code: 'unavailable', message: 'No vendor is available.' } }, 503),
    );
    renderTerminal({ server });
    input().blur();
    pressKey('4');
    expect(await screen.findByText('Router Test Failed')).toBeInTheDocument();
    expect(screen.getByText('No vendor is available.')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('ROUTER TEST FAILED');
  });

  it('shows PROCESSING while the router test runs', async () => {
    const pending = deferred<Response>();
    const server = new FakeSupabaseServer().on(routeCall, () => pending.promise);
    renderTerminal({ server });
    await userEvent.click(screen.getByRole('button', { name: 'TEST ROUTER' }));
    expect(screen.getByText('PROCESSING')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TEST ROUTER' })).toBeDisabled();
    pending.resolve(jsonResponse(replyBody('x')));
    await screen.findByText('READY');
  });
});

describe('ChatTerminal keys and menu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('toggles the menu with M, hides the input and shows MENU', () => {
    renderTerminal();
    input().blur();
    pressKey('m');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(input()).not.toBeVisible();
    expect(screen.getByText('MENU')).toBeInTheDocument();
    pressKey('M');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(input()).toBeVisible();
    expect(screen.getByText('READY')).toBeInTheDocument();
  });

  it('keeps the draft while the menu is open', async () => {
    renderTerminal();
    await userEvent.type(input(), 'half a thought');
    input().blur();
    pressKey('m');
    pressKey('m');
    expect(input()).toHaveValue('half a thought');
  });

  it('lists the eight menu items with the user e-mail on sign out', () => {
    renderTerminal();
    input().blur();
    pressKey('m');
    const items = within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole(
      'button',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '[1] CLEAR CHAT HISTORY',
      '[2] EXPORT CONVERSATION',
      '[3] HELP',
      '[4] TEST ROUTER',
      '[5] ACCOUNT SETTINGS',
      '[6] TERMS OF SERVICE',
      '[7] PRIVACY POLICY',
      '[8] SIGN OUT (researcher@example.org)',
    ]);
  });

  it('ignores M and 1–8 while the input has focus', async () => {
    renderTerminal();
    await userEvent.type(input(), 'm3');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('');
    expect(input()).toHaveValue('m3');
  });

  it('clears the chat with Ctrl+L, even from the input, and shows CHAT HISTORY CLEARED for 2 s', async () => {
    renderTerminal();
    await sendAndWaitForReply('to be cleared');
    vi.useFakeTimers();
    const event = fireEvent.keyDown(input(), { key: 'l', ctrlKey: true });
    expect(event).toBe(false); // default prevented: the browser's own Ctrl+L stays out
    expect(screen.getByText('MESSAGES: 0')).toBeInTheDocument();
    expect(window.localStorage.getItem(historyStorageKey('user-1'))).toBeNull();
    expect(statusLine()).toHaveTextContent('CHAT HISTORY CLEARED');
    act(() => vi.advanceTimersByTime(1_999));
    expect(statusLine()).toHaveTextContent('CHAT HISTORY CLEARED');
    act(() => vi.advanceTimersByTime(1));
    expect(statusLine()).toHaveTextContent('');
  });

  it('clears the chat with key 1', async () => {
    renderTerminal();
    await sendAndWaitForReply('to be cleared');
    input().blur();
    pressKey('1');
    expect(screen.getByText('MESSAGES: 0')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('CHAT HISTORY CLEARED');
  });

  it('exports with key 2 and shows CONVERSATION EXPORTED TO DOWNLOADS for 2 s', () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTerminal();
    input().blur();
    vi.useFakeTimers();
    pressKey('2');
    expect(click).toHaveBeenCalledTimes(1);
    expect(statusLine()).toHaveTextContent('CONVERSATION EXPORTED TO DOWNLOADS');
    act(() => vi.advanceTimersByTime(2_000));
    expect(statusLine()).toHaveTextContent('');
    click.mockRestore();
  });

  it('shows the help text with key 3 for 4 s', () => {
    renderTerminal();
    input().blur();
    vi.useFakeTimers();
    pressKey('3');
    const help = 'ENTER TO SEND • CTRL+L TO CLEAR • ESC FOR SETTINGS • [1-4] FOR MENU OPTIONS';
    expect(statusLine()).toHaveTextContent(help);
    act(() => vi.advanceTimersByTime(3_999));
    expect(statusLine()).toHaveTextContent(help);
    act(() => vi.advanceTimersByTime(1));
    expect(statusLine()).toHaveTextContent('');
  });

  it('clears the status line with Esc', () => {
    renderTerminal();
    input().blur();
    pressKey('3');
    expect(statusLine()).not.toHaveTextContent(/^$/);
    pressKey('Escape');
    expect(statusLine()).toHaveTextContent('');
  });

  it.each([
    ['5', '/account'],
    ['6', '/terms'],
    ['7', '/privacy'],
  ])('opens the right page with key %s', async (key, path) => {
    renderTerminal();
    input().blur();
    pressKey(key);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(path));
  });

  it('opens a page from the menu with the mouse', async () => {
    renderTerminal();
    await userEvent.click(screen.getByRole('button', { name: 'MENU [M]' }));
    await userEvent.click(screen.getByRole('button', { name: '[5] ACCOUNT SETTINGS' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
  });

  it('signs out with key 8 and shows SIGNED OUT', async () => {
    const { user } = renderTerminal();
    input().blur();
    pressKey('8');
    await waitFor(() => expect(statusLine()).toHaveTextContent('SIGNED OUT'));
    expect(user.signOut).toHaveBeenCalledTimes(1);
  });

  it('shows Sign Out Failed with the error message when signing out fails', async () => {
    const signOut = vi.fn(async () => new ApiError('unexpected', 'Network is down'));
    renderTerminal({ user: chatUser({ signOut }) });
    input().blur();
    pressKey('8');
    expect(await screen.findByText('Sign Out Failed')).toBeInTheDocument();
    expect(screen.getByText('Network is down')).toBeInTheDocument();
  });

  it('ignores digits outside 1–8 and keys with modifiers', () => {
    renderTerminal();
    input().blur();
    pressKey('9');
    pressKey('3', { altKey: true });
    pressKey('m', { metaKey: true });
    expect(statusLine()).toHaveTextContent('');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
