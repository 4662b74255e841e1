import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { memo } from 'react';
import type * as MessageBubbleModule from '@/features/chat/components/message-bubble';
import { ChatTerminal } from '@/features/chat/components/chat-terminal';
import { sampleRefinement } from '@/features/chat/model/refinement-fixtures.test-support';
import { eventStreamResponse } from '@/test/event-stream';
import { FakeSupabaseServer } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const bubbles = vi.hoisted(() => ({ renders: 0 }));

// Each render of a message bubble is counted, through the real bubble and its memo comparison.
vi.mock('@/features/chat/components/message-bubble', async (importOriginal) => {
  const actual = await importOriginal<typeof MessageBubbleModule>();
  const real = actual.MessageBubble as unknown as {
    type: (props: Record<string, unknown>) => ReactNode;
    compare: ((previous: object, next: object) => boolean) | null;
  };
  const Counted = memo(function CountedMessageBubble(props: Record<string, unknown>) {
    bubbles.renders += 1;
    return real.type(props);
  }, real.compare ?? undefined);
  return { ...actual, MessageBubble: Counted };
});

const draft = 'Error rates fell by 12% across the three sites.';

function doneBody(refined = draft) {
  return {
    output: `REFINED\n${refined}`,
    meta: { vendor: 'anthropic', model: 'claude', latency: 1_480 },
    refinement: sampleRefinement({ refined }),
  };
}

function renderStreaming() {
  const events = eventStreamResponse();
  const server = new FakeSupabaseServer().on('POST /functions/v1/route', () => events.response);
  const user = { id: 'user-1', email: 'researcher@example.org', signOut: async () => null };
  renderWithProviders(<ChatTerminal user={user} />, { server, path: '/dashboard' });
  return { events, server };
}

const input = () => screen.getByPlaceholderText<HTMLTextAreaElement>('Type your message...');
const inProgress = () => screen.queryByTestId('reply-in-progress');

async function sendDraft() {
  await userEvent.type(input(), draft);
  await userEvent.keyboard('{Enter}');
}

describe('the reply as it is written', () => {
  it('shows Working..., then the words dim with a block cursor and WRITING..., then the judged reply in their place', async () => {
    const { events } = renderStreaming();
    await sendDraft();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Working...')).toBeInTheDocument();
    expect(screen.getByText('PROCESSING')).toBeInTheDocument();

    events.delta('Error rates');
    events.delta(' fell');
    await waitFor(() => expect(inProgress()).toHaveTextContent('Error rates fell█'));
    expect(within(log).queryByText('Working...')).not.toBeInTheDocument();
    expect(screen.getByText('WRITING...', { selector: 'footer span' })).toBeInTheDocument();
    expect(inProgress()?.querySelector('.text-terminal-dim')).not.toBeNull();
    expect(inProgress()).toHaveAttribute('aria-hidden', 'true');
    expect(input()).toBeDisabled();

    events.done(doneBody());
    const reply = await within(log).findByRole('article', { name: 'ASSOCIATE' });
    expect(reply).toHaveTextContent(`REFINED${draft}`);
    expect(reply).toHaveTextContent('anthropic · claude · 1480 ms');
    expect(inProgress()).not.toBeInTheDocument();
    expect(screen.getByText('READY')).toBeInTheDocument();
  });

  it('says why an answer was replaced, starts the words afresh, and keeps the line on the reply', async () => {
    const { events } = renderStreaming();
    await sendDraft();
    events.delta('Error rates fell by several');
    await waitFor(() => expect(inProgress()).toHaveTextContent('by several'));
    events.replaced('the first answer lost "12%"');
    await waitFor(() =>
      expect(inProgress()).toHaveTextContent('REPLACED: the first answer lost "12%"█'),
    );
    expect(inProgress()).not.toHaveTextContent('by several');
    events.delta('Error rates fell by 12%');
    await waitFor(() => expect(inProgress()).toHaveTextContent('by 12%'));
    events.done(doneBody());
    const reply = await screen.findByRole('article', { name: 'ASSOCIATE' });
    expect(reply).toHaveTextContent('REPLACED: the first answer lost "12%"');
    expect(reply).toHaveTextContent(draft);
  });

  it('STOP cancels the reply and puts the draft back; so does X', async () => {
    const first = renderStreaming();
    await sendDraft();
    first.events.delta('Error rates');
    await waitFor(() => expect(inProgress()).toBeInTheDocument());
    const stop = screen.getByRole('button', { name: 'Stop the reply' });
    expect(stop).toHaveAttribute('aria-keyshortcuts', 'X');
    await userEvent.click(stop);
    expect(await screen.findByText(/^STOPPED: you stopped this reply/)).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveValue(draft));
    expect(inProgress()).not.toBeInTheDocument();
    await waitFor(() => expect(first.events.cancelled).toBe(true));
    expect(screen.getByText('READY')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(first.server.requestsTo('POST /functions/v1/route')).toHaveLength(1);
  });

  it('X stops a reply when no text field has focus, before its first word too', async () => {
    const { events } = renderStreaming();
    await sendDraft();
    expect(screen.getByText('Working...')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(await screen.findByText(/^STOPPED: /)).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveValue(draft));
    expect(screen.queryByText('Working...')).not.toBeInTheDocument();
    await waitFor(() => expect(events.cancelled).toBe(true));
  });

  it('a failure after the words began is an ERROR line; the draft comes back', async () => {
    const { events } = renderStreaming();
    await sendDraft();
    events.delta('Error rates');
    await waitFor(() => expect(inProgress()).toBeInTheDocument());
    events.error('no_vendor_available', 'No AI vendor could answer in time. Please try again.');
    expect(
      await screen.findByText('ERROR: No AI vendor could answer in time. Please try again.'),
    ).toBeInTheDocument();
    expect(inProgress()).not.toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveValue(draft));
  });

  it('re-renders no message bubble while words arrive: only the one being written', async () => {
    const { events } = renderStreaming();
    await sendDraft();
    events.delta('Error');
    await waitFor(() => expect(inProgress()).toBeInTheDocument());
    bubbles.renders = 0;
    const words = ' rates fell by 12% across the three sites.'.match(/\s\S+/g)!;
    for (const word of words) {
      events.delta(word);
      await waitFor(() => expect(inProgress()).toHaveTextContent(`${word.trim()}█`));
    }
    expect(inProgress()).toHaveTextContent(`${draft}█`);
    expect(bubbles.renders).toBe(0);
  });
});
