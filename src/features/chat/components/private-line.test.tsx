import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatTerminal } from '@/features/chat/components/chat-terminal';
import { historyStorageKey } from '@/features/chat/model/history-storage';
import {
  sampleDraft,
  sampleOutput,
  sampleRefinement,
} from '@/features/chat/model/refinement-fixtures.test-support';
import { FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const routeCall = 'POST /functions/v1/route';
const engine = { vendor: 'anthropic', model: 'claude-haiku', latency: 640 };

function serverReplying(meta: Record<string, unknown>) {
  return new FakeSupabaseServer().on(routeCall, () =>
    jsonResponse({ output: sampleOutput, meta, refinement: sampleRefinement() }),
  );
}

function renderTerminal(server: FakeSupabaseServer) {
  const user = { id: 'user-1', email: 'researcher@example.org', signOut: async () => null };
  return renderWithProviders(<ChatTerminal user={user} />, { server, path: '/dashboard' });
}

async function sendAndWaitForReply(): Promise<HTMLElement> {
  const input = screen.getByPlaceholderText('Type your message...');
  fireEvent.change(input, { target: { value: sampleDraft } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() =>
    expect(screen.getAllByRole('article', { name: 'ASSOCIATE' })).toHaveLength(1),
  );
  return screen.getByRole('article', { name: 'ASSOCIATE' });
}

describe('what was kept from the vendor, under the reply', () => {
  it('shows one PRIVATE line under the reply, dim like the other reply lines, above the engine', async () => {
    renderTerminal(serverReplying({ ...engine, withheld: { email: 1, phone: 1, secret: 1 } }));
    const reply = await sendAndWaitForReply();
    const line = within(reply).getByText('PRIVATE: 3 kept from the vendor (e-mail, phone, key)');
    expect(line).toHaveClass('text-xs', 'tracking-wider', 'text-terminal-dim');
    const text = reply.textContent ?? '';
    expect(text.indexOf('PRIVATE:')).toBeGreaterThan(text.indexOf(sampleRefinement().refined));
    expect(text.indexOf('PRIVATE:')).toBeLessThan(text.indexOf('anthropic · claude-haiku'));
    expect(within(reply).getAllByText(/^PRIVATE:/)).toHaveLength(1);
  });

  it('keeps the line across a reload: the counts are stored with the reply, never a value', async () => {
    const server = serverReplying({ ...engine, withheld: { private: 2 } });
    const first = renderTerminal(server);
    await sendAndWaitForReply();
    first.unmount();
    const stored = JSON.parse(window.localStorage.getItem(historyStorageKey('user-1')) ?? '[]');
    expect(stored[1].meta).toEqual({ ...engine, withheld: { private: 2 } });

    renderTerminal(server);
    const reply = screen.getByRole('article', { name: 'ASSOCIATE' });
    expect(within(reply).getByText('PRIVATE: 2 kept from the vendor (marked text)')).toBeVisible();
  });

  it('has no PRIVATE line when nothing was kept back', async () => {
    renderTerminal(serverReplying(engine));
    const reply = await sendAndWaitForReply();
    expect(within(reply).queryByText(/^PRIVATE:/)).not.toBeInTheDocument();
    expect(within(reply).getByText(/^anthropic · claude-haiku/)).toBeInTheDocument();
  });

  it('drops counts it cannot read, never the reply they came with', async () => {
    renderTerminal(serverReplying({ ...engine, withheld: { email: 'jane@example.org' } }));
    const reply = await sendAndWaitForReply();
    expect(within(reply).getByText(sampleRefinement().refined)).toBeInTheDocument();
    expect(within(reply).queryByText(/^PRIVATE:/)).not.toBeInTheDocument();
    expect(reply.textContent).not.toContain('jane@example.org');
  });

  it('names the private mark in the help, under the key hints, the help text word for word', () => {
    renderTerminal(serverReplying(engine));
    screen.getByPlaceholderText('Type your message...').blur();
    fireEvent.keyDown(document.body, { key: '3' });
    expect(screen.getByRole('status', { name: 'Terminal status' })).toHaveTextContent(
      /^ENTER TO SEND • CTRL\+L TO CLEAR • ESC FOR SETTINGS • \[1-4\] FOR MENU OPTIONS$/,
    );
    expect(
      screen.getByText(
        /WRITE \{\{ AND \}\} AROUND ANYTHING THE AI VENDOR MUST NOT SEE(?: IMPACT:|$)/,
      ),
    ).toBeInTheDocument();
  });
});
