/**
 * Counts how many message bubbles React renders while a user types, while replies arrive, while
 * a reply's words stream in and while a reply's DIFF opens, with 2,000 messages in the history, every reply a structured one
 * (refined message, changes, notes, metrics, facts). Run by `npm run bench:web` (not part of the
 * test suite).
 *
 * The count is taken without touching production code: the real bubble module is wrapped so
 * its own render function is called through a counting component with the same memo
 * comparison, and the real ChatTerminal renders it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { memo } from 'react';
import type * as MessageBubbleModule from '@/features/chat/components/message-bubble';
import { ChatTerminal } from '@/features/chat/components/chat-terminal';
import { createChatMessage, type ChatMessage } from '@/features/chat/model/chat-message';
import { historyStorageKey } from '@/features/chat/model/history-storage';
import {
  sampleDraft,
  sampleOutput,
  sampleRefinement,
} from '@/features/chat/model/refinement-fixtures.test-support';
import { deferred } from '@/test/deferred';
import { eventStreamResponse } from '@/test/event-stream';
import { FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

declare module 'vitest' {
  interface TaskMeta {
    benchFigure?: { name: string; value: number; unit: string; goal: number };
  }
}

const counter = vi.hoisted(() => ({ renders: 0 }));

vi.mock('@/features/chat/components/message-bubble', async (importOriginal) => {
  const actual = await importOriginal<typeof MessageBubbleModule>();
  const real = actual.MessageBubble as unknown as {
    type: (props: Record<string, unknown>) => ReactNode;
    compare: ((previous: object, next: object) => boolean) | null;
  };
  const CountedMessageBubble = memo(function CountedMessageBubble(props: Record<string, unknown>) {
    counter.renders += 1;
    return real.type(props);
  }, real.compare ?? undefined);
  return { ...actual, MessageBubble: CountedMessageBubble };
});

const historySize = 2_000;
const keystrokes = 20;
const repliesToAppend = 5;
const diffToggles = 4;
const streamedWords = 40;
const userId = 'bench-user';

function seedHistory(): void {
  const messages: ChatMessage[] = [];
  const start = Date.UTC(2025, 8, 17, 9, 0, 0);
  for (let index = 0; index < historySize; index += 1) {
    const isUser = index % 2 === 0;
    const reply = {
      meta: { vendor: 'local', model: 'clarity-engine', latency: 40 },
      refinement: sampleRefinement(),
      draft: sampleDraft,
    };
    messages.push(
      createChatMessage(
        isUser ? `Draft ${index}: ${sampleDraft}` : `Reply ${index}: ${sampleOutput}`,
        {
          isUser,
          previousId: messages.at(-1)?.id,
          now: new Date(start + index * 1_000),
          ...(isUser ? {} : reply),
        },
      ),
    );
  }
  window.localStorage.setItem(historyStorageKey(userId), JSON.stringify(messages));
}

function renderTerminal(server: FakeSupabaseServer) {
  seedHistory();
  const user = { id: userId, email: 'bench@example.org', signOut: async () => null };
  renderWithProviders(<ChatTerminal user={user} />, { server, path: '/dashboard' });
  expect(document.querySelectorAll('article')).toHaveLength(historySize);
}

/** Whether the `Working...` line shows under ASSOCIATE (the last thing in the log). */
function isWorking(): boolean {
  return document.querySelector('[role="log"]')?.textContent?.endsWith('Working...') ?? false;
}

function input(): HTMLTextAreaElement {
  return screen.getByPlaceholderText('Type your message...');
}

describe(`message bubbles with ${historySize} messages in the history`, () => {
  it('re-renders per keystroke in the input', async ({ task }) => {
    renderTerminal(new FakeSupabaseServer());
    counter.renders = 0;
    await userEvent.type(input(), 'x'.repeat(keystrokes));
    expect(input()).toHaveValue('x'.repeat(keystrokes));
    task.meta.benchFigure = {
      name: 'bubble re-renders per keystroke',
      value: counter.renders / keystrokes,
      unit: 'bubbles',
      goal: 0,
    };
  });

  it('re-renders per appended reply', async ({ task }) => {
    let pending = deferred<Response>();
    const server = new FakeSupabaseServer().on('POST /functions/v1/route', () => pending.promise);
    renderTerminal(server);
    let replyRenders = 0;
    for (let round = 1; round <= repliesToAppend; round += 1) {
      fireEvent.change(input(), { target: { value: `message ${round}` } });
      fireEvent.keyDown(input(), { key: 'Enter' });
      // Plain DOM queries: text queries walk all 2,000 bubbles on every poll and take minutes.
      await waitFor(() => expect(isWorking()).toBe(true));
      // Only what the reply itself costs: the user's own message was counted before this point.
      counter.renders = 0;
      pending.resolve(
        jsonResponse({
          output: `reply ${round}`,
          meta: { vendor: 'local', model: 'clarity-engine', latency: 5 },
          refinement: sampleRefinement({ refined: `reply ${round}` }),
        }),
      );
      await waitFor(() =>
        expect(document.querySelectorAll('article')).toHaveLength(historySize + round * 2),
      );
      expect(document.querySelectorAll('article')[historySize + round * 2 - 1]).toHaveTextContent(
        `reply ${round}`,
      );
      await waitFor(() => expect(isWorking()).toBe(false));
      replyRenders += counter.renders;
      pending = deferred<Response>();
    }
    expect(document.querySelectorAll('article')).toHaveLength(historySize + repliesToAppend * 2);
    task.meta.benchFigure = {
      name: 'bubble re-renders per appended reply',
      value: replyRenders / repliesToAppend,
      unit: 'bubbles',
      goal: 1,
    };
  });

  it('re-renders per streamed word', async ({ task }) => {
    const events = eventStreamResponse();
    renderTerminal(new FakeSupabaseServer().on('POST /functions/v1/route', () => events.response));
    fireEvent.change(input(), { target: { value: 'a message' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(isWorking()).toBe(true));
    const writing = () => document.querySelector('[data-testid="reply-in-progress"]');
    events.delta('word0');
    await waitFor(() => expect(writing()).not.toBeNull());
    counter.renders = 0;
    for (let word = 1; word <= streamedWords; word += 1) {
      events.delta(` word${word}`);
      await waitFor(() => expect(writing()?.textContent).toContain(`word${word}█`));
    }
    task.meta.benchFigure = {
      name: 'bubble re-renders per streamed word (besides the one being written)',
      value: counter.renders / streamedWords,
      unit: 'bubbles',
      goal: 0,
    };
  });

  it('re-renders per DIFF opened and closed with the D key', async ({ task }) => {
    renderTerminal(new FakeSupabaseServer());
    input().blur();
    counter.renders = 0;
    for (let round = 0; round < diffToggles; round += 1) {
      fireEvent.keyDown(document.body, { key: 'd' });
    }
    // An even number of toggles: the latest reply's diff ends closed, as it started.
    expect(document.querySelectorAll('[aria-pressed="true"]')).toHaveLength(0);
    task.meta.benchFigure = {
      name: 'bubble re-renders per DIFF toggle',
      value: counter.renders / diffToggles,
      unit: 'bubbles',
      goal: 1,
    };
  });
});
