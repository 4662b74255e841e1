import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatTerminal } from '@/features/chat/components/chat-terminal';
import { historyStorageKey } from '@/features/chat/model/history-storage';
import type { Refinement } from '@/features/chat/model/refinement';
import {
  placedRefinement,
  sampleDraft,
  sampleOutput,
  sampleRefined,
  sampleRefinement,
} from '@/features/chat/model/refinement-fixtures.test-support';
import { FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const routeCall = 'POST /functions/v1/route';
const meta = { vendor: 'anthropic', model: 'claude-haiku', latency: 640 };
const user = { id: 'user-1', email: 'researcher@example.org', signOut: async () => null };

function serverReplying(refinement: Refinement = placedRefinement()) {
  return new FakeSupabaseServer().on(routeCall, () =>
    jsonResponse({ output: sampleOutput, meta, refinement }),
  );
}

function renderTerminal(server: FakeSupabaseServer = serverReplying()) {
  return renderWithProviders(<ChatTerminal user={user} />, { server, path: '/dashboard' });
}

const input = (): HTMLTextAreaElement => screen.getByPlaceholderText('Type your message...');

async function sendAndWaitForReply(draft: string = sampleDraft): Promise<HTMLElement> {
  fireEvent.change(input(), { target: { value: draft } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() =>
    expect(screen.getAllByRole('article', { name: 'ASSOCIATE' })).toHaveLength(1),
  );
  return screen.getByRole('article', { name: 'ASSOCIATE' });
}

async function openDiff(reply: HTMLElement) {
  await userEvent.click(within(reply).getByRole('button', { name: 'DIFF' }));
  return within(reply).getByRole('list', { name: 'Changes' });
}

function mockClipboard() {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** The text the DIFF shows as the writer leaves it: its deleted words and the hidden notes out. */
function shownText(reply: HTMLElement): string {
  const shown = within(reply).getByTestId('shown-text').cloneNode(true) as HTMLElement;
  shown.querySelectorAll('.sr-only, del').forEach((node) => node.remove());
  return shown.textContent ?? '';
}

const withoutPlaced = `The new protocol was able to reduce the error rate by 12% in our cohort [14], and it did not differ across sites.`;

describe('each change of a reply, kept or turned down by the writer', () => {
  it('lists every placed change as a pressed toggle named by its words, its reason beside it', async () => {
    renderTerminal();
    const list = await openDiff(await sendAndWaitForReply());
    const toggles = within(list).getAllByRole('button');
    expect(toggles.map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    expect(
      within(list).getByRole('button', { name: '"was able to reduce" → "cut"' }),
    ).toHaveAccessibleDescription('shorter');
    expect(
      within(list).getByRole('button', { name: '"We basically found that the" → "The"' }),
    ).toHaveAccessibleDescription('led with the finding');
    expect(within(list).getByRole('button', { name: 'dropped "the"' })).toBeInTheDocument();
    // The reason that names no place is still said, under the toggles.
    expect(screen.getByText('- Kept the negation as written.')).toBeInTheDocument();
  });

  it('turning one down shows the draft’s words there, and COPY copies exactly what is shown', async () => {
    const writeText = mockClipboard();
    renderTerminal();
    const reply = await sendAndWaitForReply();
    const list = await openDiff(reply);
    const shorter = within(list).getByRole('button', { name: '"was able to reduce" → "cut"' });
    await userEvent.click(shorter);
    expect(shorter).toHaveAttribute('aria-pressed', 'false');
    expect(shownText(reply)).toBe(withoutPlaced);
    expect(within(reply).getByText(/2 OF 3 CHANGES KEPT/)).toBeInTheDocument();

    await userEvent.click(within(reply).getByRole('button', { name: 'Copy the text as shown' }));
    expect(writeText).toHaveBeenLastCalledWith(withoutPlaced);
    // The hover copy takes the same text, and so does the REFINED block once the DIFF closes.
    await userEvent.click(within(reply).getByRole('button', { name: 'Copy refined message' }));
    expect(writeText).toHaveBeenLastCalledWith(withoutPlaced);
    await userEvent.click(within(reply).getByRole('button', { name: 'DIFF' }));
    expect(within(reply).getByText('REFINED (1 OF 3 CHANGES TURNED DOWN)')).toBeInTheDocument();
    expect(within(reply).getByText(withoutPlaced)).toBeInTheDocument();
    expect(
      within(reply).getByText('- "was able to reduce" → "cut": shorter (TURNED DOWN)'),
    ).toBeInTheDocument();
  });

  it('is reached and pressed from the keyboard', async () => {
    renderTerminal();
    const reply = await sendAndWaitForReply();
    const list = await openDiff(reply);
    const first = within(list).getAllByRole('button')[0]!;
    // Focus moved by hand leaves the DIFF button's tooltip: inside act, as a user's move would be.
    act(() => first.focus());
    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    expect(within(list).getAllByRole('button')[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(list).getAllByRole('button')[1]).toHaveAttribute('aria-pressed', 'false');
    expect(shownText(reply)).toBe(
      'We basically found that the new protocol was able to reduce the error rate by 12% in our cohort [14], and it did not differ across sites.',
    );
  });

  it('KEEP NONE gives the draft back, KEEP ALL the whole reply', async () => {
    renderTerminal();
    const reply = await sendAndWaitForReply();
    await openDiff(reply);
    const keepAll = within(reply).getByRole('button', { name: 'KEEP ALL' });
    expect(keepAll).toBeDisabled();
    await userEvent.click(within(reply).getByRole('button', { name: 'KEEP NONE' }));
    expect(shownText(reply)).toBe(sampleDraft);
    expect(within(reply).getByText(/0 OF 3 CHANGES KEPT/)).toBeInTheDocument();
    expect(within(reply).getByRole('button', { name: 'KEEP NONE' })).toBeDisabled();
    await userEvent.click(keepAll);
    expect(shownText(reply)).toBe(sampleRefined);
  });

  it('keeps the choice in the browser with the message, across a reload', async () => {
    const server = serverReplying();
    const { unmount } = renderTerminal(server);
    const reply = await sendAndWaitForReply();
    const list = await openDiff(reply);
    await userEvent.click(within(list).getByRole('button', { name: 'dropped "the"' }));
    const stored = JSON.parse(window.localStorage.getItem(historyStorageKey(user.id))!);
    expect(stored.at(-1).turnedDown).toEqual([2]);
    unmount();
    renderTerminal(server);
    const again = screen.getByRole('article', { name: 'ASSOCIATE' });
    expect(within(again).getByText('REFINED (1 OF 3 CHANGES TURNED DOWN)')).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'DIFF' }));
    expect(within(again).getByRole('button', { name: 'dropped "the"' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('a follow-up style refines the text as the writer left it', async () => {
    const server = serverReplying();
    renderTerminal(server);
    const reply = await sendAndWaitForReply();
    const list = await openDiff(reply);
    await userEvent.click(
      within(list).getByRole('button', { name: '"was able to reduce" → "cut"' }),
    );
    input().blur();
    fireEvent.keyDown(document.body, { key: 'S', shiftKey: true });
    await waitFor(() => expect(server.requestsTo(routeCall)).toHaveLength(2));
    expect(server.requestsTo(routeCall)[1]!.body).toEqual({
      text: withoutPlaced,
      style: 'shorter',
    });
  });

  it('drops a CHECK line once the change that lost the fact is turned down', async () => {
    const lost = placedRefinement({
      facts: {
        locked: [{ kind: 'citation', text: '[14]', hard: true }],
        missing: [{ kind: 'percentage', text: '12%', hard: true }],
      },
    });
    const refined = sampleRefined.replace('12%', 'a lot');
    const at = sampleDraft.indexOf('12%');
    const refinedAt = refined.indexOf('a lot');
    const changes = lost.changes.map((change) =>
      change.at && change.at.draft.start > at
        ? {
            ...change,
            at: {
              draft: change.at.draft,
              refined: {
                start: change.at.refined.start + 2,
                end: change.at.refined.end + 2,
              },
            },
          }
        : change,
    );
    changes.splice(2, 0, {
      reason: 'vaguer',
      before: '12%',
      after: 'a lot',
      at: {
        draft: { start: at, end: at + 3 },
        refined: { start: refinedAt, end: refinedAt + 5 },
      },
    });
    renderTerminal(serverReplying({ ...lost, refined, changes }));
    const reply = await sendAndWaitForReply();
    const check = 'CHECK: "12%" from your draft is not in the refined text';
    expect(within(reply).getByText(check)).toBeInTheDocument();
    const list = await openDiff(reply);
    await userEvent.click(within(list).getByRole('button', { name: '"12%" → "a lot"' }));
    expect(within(reply).queryByText(check)).not.toBeInTheDocument();
  });

  it('drops a claim CHECK once its firmer words are turned down, and says what IMPACT reads', async () => {
    const impact = {
      point: sampleRefined,
      position: { before: 1, after: 1 },
      asks: 0,
      deadline: null,
      words: { before: 27, after: 19 },
      lost: [],
    };
    const claims = {
      draft: [],
      changed: [
        {
          kind: 'strength' as const,
          sentence: sampleDraft,
          before: 'was able to reduce',
          after: 'cut',
          to: 'causal' as const,
        },
      ],
    };
    renderTerminal(serverReplying(placedRefinement({ claims, impact })));
    const reply = await sendAndWaitForReply();
    const claimCheck = /^CHECK: "cut"/;
    expect(within(reply).getByText(claimCheck)).toBeInTheDocument();
    const impactLine = () => within(reply).getByText('IMPACT').parentElement;
    expect(impactLine()).toHaveTextContent(/^IMPACT\s+POINT 1st · NO ASK · 27 → 19 WORDS$/);
    const list = await openDiff(reply);
    await userEvent.click(
      within(list).getByRole('button', { name: '"was able to reduce" → "cut"' }),
    );
    expect(within(reply).queryByText(claimCheck)).not.toBeInTheDocument();
    expect(impactLine()).toHaveTextContent(
      /^IMPACT\s+POINT 1st · NO ASK · 27 → 19 WORDS · READ WITH EVERY CHANGE KEPT$/,
    );
  });

  it('shows a reply stored before changes were placed as before: a word diff, no toggles', async () => {
    const stored = [
      { id: '1', text: sampleDraft, isUser: true, timestamp: '2026-11-20T10:00:00.000Z' },
      {
        id: '2',
        text: sampleOutput,
        isUser: false,
        timestamp: '2026-11-20T10:00:01.000Z',
        meta,
        refinement: sampleRefinement(),
        draft: sampleDraft,
      },
    ];
    window.localStorage.setItem(historyStorageKey(user.id), JSON.stringify(stored));
    renderTerminal();
    const reply = screen.getByRole('article', { name: 'ASSOCIATE' });
    expect(within(reply).getByText(sampleRefined)).toBeInTheDocument();
    await userEvent.click(within(reply).getByRole('button', { name: 'DIFF' }));
    expect(await within(reply).findByText(/DIFF: YOUR DRAFT → REFINED$/)).toBeInTheDocument();
    expect(within(reply).queryByRole('list', { name: 'Changes' })).not.toBeInTheDocument();
    expect(within(reply).getAllByText(/\[deleted:/).length).toBeGreaterThan(0);
  });
});
