import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatTerminal } from '@/features/chat/components/chat-terminal';
import {
  sampleDraft,
  sampleOutput,
  sampleRefined,
  sampleRefinement,
} from '@/features/chat/model/refinement-fixtures.test-support';
import { deferred } from '@/test/deferred';
import { FakeSupabaseServer, jsonResponse, type RecordedRequest } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const routeCall = 'POST /functions/v1/route';
const shorterRefined = 'The new protocol cut errors by 12% [14], the same at every site.';
const formalRefined = 'The new protocol reduced errors by 12% [14], equally at every site.';

/** Answers each request with a refinement whose refined text depends on the style asked for. */
function styledServer() {
  return new FakeSupabaseServer().on(routeCall, ({ body }: RecordedRequest) => {
    const style = (body as { style?: string }).style;
    const refined =
      style === 'shorter' ? shorterRefined : style === 'formal' ? formalRefined : sampleRefined;
    return jsonResponse({
      output: sampleOutput,
      meta: { vendor: 'local', model: 'retext-clarity', latency: 12, ...(style ? { style } : {}) },
      refinement: sampleRefinement({ refined }),
    });
  });
}

function renderTerminal(server: FakeSupabaseServer) {
  const user = { id: 'user-1', email: 'researcher@example.org', signOut: async () => null };
  return renderWithProviders(<ChatTerminal user={user} />, { server, path: '/dashboard' });
}

const input = () => screen.getByPlaceholderText<HTMLTextAreaElement>('Type your message...');
const replies = () => screen.queryAllByRole('article', { name: 'ASSOCIATE' });
const directorLines = () =>
  screen.getAllByRole('article', { name: 'DIRECTOR' }).map((line) => line.textContent ?? '');
const row = () => screen.getByRole('group', { name: 'Refine again' });
const routeBodies = (server: FakeSupabaseServer) =>
  server.requestsTo(routeCall).map((request) => request.body);

async function waitForReplies(count: number) {
  await waitFor(() => expect(replies()).toHaveLength(count));
  return replies().at(-1)!;
}

async function sendDraft() {
  fireEvent.change(input(), { target: { value: sampleDraft } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  return waitForReplies(1);
}

function pressOnPage(key: string, options: KeyboardEventInit = {}) {
  input().blur();
  fireEvent.keyDown(document.body, { key, ...options });
}

describe('the follow-up row', () => {
  it('shows SHORTER · FORMAL · FRIENDLIER · DIRECT · PLAIN under the latest refined reply only', async () => {
    renderTerminal(styledServer());
    expect(screen.queryByRole('group', { name: 'Refine again' })).not.toBeInTheDocument();
    const reply = await sendDraft();
    const buttons = within(within(reply).getByRole('group', { name: 'Refine again' })).getAllByRole(
      'button',
    );
    expect(buttons.map((button) => button.textContent)).toEqual([
      'SHORTER',
      'FORMAL',
      'FRIENDLIER',
      'DIRECT',
      'PLAIN',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-keyshortcuts'))).toEqual([
      'Shift+S',
      'Shift+F',
      'Shift+W',
      'Shift+T',
      'Shift+P',
    ]);
    fireEvent.click(within(row()).getByRole('button', { name: 'SHORTER' }));
    const second = await waitForReplies(2);
    expect(screen.getAllByRole('group', { name: 'Refine again' })).toHaveLength(1);
    expect(within(second).getByRole('group', { name: 'Refine again' })).toBeInTheDocument();
  });

  it('sends the latest refined message with the style and writes [SHORTER] as the DIRECTOR line', async () => {
    const server = styledServer();
    renderTerminal(server);
    await sendDraft();
    fireEvent.click(within(row()).getByRole('button', { name: 'SHORTER' }));
    const shorter = await waitForReplies(2);
    expect(directorLines().at(-1)).toContain('[SHORTER]');
    expect(within(shorter).getByText(shorterRefined)).toBeInTheDocument();
    fireEvent.click(within(row()).getByRole('button', { name: 'FORMAL' }));
    await waitForReplies(3);
    expect(directorLines().at(-1)).toContain('[FORMAL]');
    expect(routeBodies(server)).toEqual([
      { text: sampleDraft },
      { text: sampleRefined, style: 'shorter' },
      { text: shorterRefined, style: 'formal' },
    ]);
  });

  it('diffs a follow-up against the refined message it was sent, not the first draft', async () => {
    renderTerminal(styledServer());
    await sendDraft();
    fireEvent.click(within(row()).getByRole('button', { name: 'SHORTER' }));
    const shorter = await waitForReplies(2);
    fireEvent.click(within(shorter).getByRole('button', { name: 'DIFF' }));
    await within(shorter).findByText('DIFF: YOUR DRAFT → REFINED');
    // The diff's left side, without what was inserted, is the previous refined message.
    const diff = shorter.querySelector('del, ins')!.parentElement!.cloneNode(true) as HTMLElement;
    diff.querySelectorAll('.sr-only, ins').forEach((node) => node.remove());
    expect(diff.textContent!.replace(/\s+/g, ' ').trim()).toBe(sampleRefined);
  });

  it('answers Shift+S, F, W, T and P when no input has focus, and leaves plain letters alone', async () => {
    const server = styledServer();
    renderTerminal(server);
    await sendDraft();
    pressOnPage('s');
    pressOnPage('f');
    expect(server.requestsTo(routeCall)).toHaveLength(1);
    pressOnPage('F', { shiftKey: true });
    await waitForReplies(2);
    expect(routeBodies(server).at(-1)).toEqual({ text: sampleRefined, style: 'formal' });
    for (const [key, style] of [
      ['W', 'friendly'],
      ['T', 'direct'],
      ['P', 'plain'],
      ['S', 'shorter'],
    ] as const) {
      const count = replies().length;
      pressOnPage(key, { shiftKey: true });
      await waitForReplies(count + 1);
      expect(routeBodies(server).at(-1)).toMatchObject({ style });
    }
  });

  it('types capitals in the input instead of following up', async () => {
    const server = styledServer();
    renderTerminal(server);
    await sendDraft();
    input().focus();
    fireEvent.keyDown(input(), { key: 'S', shiftKey: true });
    expect(server.requestsTo(routeCall)).toHaveLength(1);
  });

  it('is disabled, and its keys do nothing, while a reply is pending', async () => {
    const pending = deferred<Response>();
    const server = styledServer();
    renderTerminal(server);
    await sendDraft();
    server.on(routeCall, () => pending.promise);
    fireEvent.click(within(row()).getByRole('button', { name: 'SHORTER' }));
    await waitFor(() =>
      expect(within(row()).getByRole('button', { name: 'FORMAL' })).toBeDisabled(),
    );
    for (const button of within(row()).getAllByRole('button')) expect(button).toBeDisabled();
    pressOnPage('F', { shiftKey: true });
    expect(server.requestsTo(routeCall)).toHaveLength(2);
    pending.resolve(
      jsonResponse({
        output: sampleOutput,
        meta: { vendor: 'local', model: 'retext-clarity', latency: 12, style: 'shorter' },
        refinement: sampleRefinement({ refined: shorterRefined }),
      }),
    );
    await waitForReplies(2);
    expect(within(row()).getByRole('button', { name: 'FORMAL' })).toBeEnabled();
  });
});
