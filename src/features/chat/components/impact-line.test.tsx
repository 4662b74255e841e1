import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatTerminal } from '@/features/chat/components/chat-terminal';
import { historyStorageKey } from '@/features/chat/model/history-storage';
import type { Impact } from '@/features/chat/model/impact';
import type { Refinement } from '@/features/chat/model/refinement';
import {
  sampleDraft,
  sampleOutput,
  sampleRefinement,
} from '@/features/chat/model/refinement-fixtures.test-support';
import { FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const meta = { vendor: 'local', model: 'retext-clarity', latency: 12 };

const buriedRequest: Impact = {
  point: 'Could you send me your comments on the discussion section by Friday 14 March?',
  position: { before: 4, after: 1 },
  asks: 1,
  deadline: 'by Friday 14 March',
  words: { before: 64, after: 52 },
  lost: [],
};

function renderReplying(refinement: Refinement) {
  const server = new FakeSupabaseServer().on('POST /functions/v1/route', () =>
    jsonResponse({ output: sampleOutput, meta, refinement }),
  );
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

describe('the IMPACT line in a reply', () => {
  it('sits right under the metrics line and reads draft → refined', async () => {
    renderReplying(sampleRefinement({ impact: buriedRequest }));
    const reply = await sendAndWaitForReply();
    const line = within(reply).getByText('IMPACT').parentElement!;
    expect(line).toHaveTextContent(
      'IMPACT POINT 4th → 1st · ASK 1 · BY Friday 14 March · 64 → 52 WORDS',
    );
    expect(line.previousElementSibling).toHaveTextContent(/^GRADE 12\.4 → 8\.1 · WORDS 27 → 19/);
  });

  it('is absent from a reply without an impact (an older server, older history)', async () => {
    renderReplying(sampleRefinement());
    const reply = await sendAndWaitForReply();
    expect(within(reply).getByText(/^GRADE /)).toBeInTheDocument();
    expect(within(reply).queryByText('IMPACT')).not.toBeInTheDocument();
  });

  it('adds what only the writer can fix to the notes, after the engine’s own', async () => {
    renderReplying(
      sampleRefinement({
        impact: { ...buriedRequest, asks: 4, deadline: null, words: { before: 300, after: 260 } },
      }),
    );
    const reply = await sendAndWaitForReply();
    const notes = within(reply).getByText('STILL WORTH A LOOK').nextElementSibling!;
    expect([...notes.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '- "across sites": name the sites if the reader needs them.',
      '- your requests have no deadline: if you need the answers by a date, say which.',
      '- 4 asks in one message: readers answer fewer; keep the ones that matter, or number them.',
      '- the body runs to 260 words: busy readers skim past about 250; cut what they do not need.',
    ]);
  });

  it('warns, as for a lost fact, when the refined text lost an ask, a deadline or the greeting', async () => {
    renderReplying(
      sampleRefinement({
        impact: {
          ...buriedRequest,
          lost: [
            { part: 'deadline', text: 'by Friday 14 March' },
            { part: 'greeting', text: 'Hi Tomás,' },
          ],
        },
      }),
    );
    const reply = await sendAndWaitForReply();
    const deadline = within(reply).getByText(
      'CHECK: the deadline "by Friday 14 March" from your draft is not in the refined text',
    );
    expect(deadline.closest('ul')).toHaveClass('text-terminal-danger');
    expect(
      within(reply).getByText(
        'CHECK: your greeting "Hi Tomás," is not in the refined text as you wrote it',
      ),
    ).toBeInTheDocument();
  });

  it('is stored with the reply and shown again after a reload', async () => {
    const view = renderReplying(sampleRefinement({ impact: buriedRequest }));
    await sendAndWaitForReply();
    const stored = localStorage.getItem(historyStorageKey('user-1'));
    expect(stored).toContain('"position":{"before":4,"after":1}');
    view.unmount();
    renderReplying(sampleRefinement());
    expect((await screen.findByText('IMPACT')).parentElement).toHaveTextContent('POINT 4th → 1st');
  });

  it('is named in the help, under the private mark', () => {
    renderReplying(sampleRefinement());
    screen.getByPlaceholderText('Type your message...').blur();
    fireEvent.keyDown(document.body, { key: '3' });
    expect(
      screen.getByText(
        /IMPACT: WHERE YOUR POINT STANDS BEFORE → AFTER, YOUR ASKS, THEIR DEADLINE AND THE BODY'S WORDS$/,
      ),
    ).toBeInTheDocument();
  });
});
