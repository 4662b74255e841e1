import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatTerminal } from '@/features/chat/components/chat-terminal';
import { historyStorageKey } from '@/features/chat/model/history-storage';
import type { Refinement } from '@/features/chat/model/refinement';
import {
  sampleDraft,
  sampleOutput,
  sampleRefined,
  sampleRefinement,
} from '@/features/chat/model/refinement-fixtures.test-support';
import { FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

const routeCall = 'POST /functions/v1/route';
const meta = { vendor: 'anthropic', model: 'claude-haiku', latency: 640 };

function serverReplying(refinement: Refinement | null = sampleRefinement()) {
  return new FakeSupabaseServer().on(routeCall, () =>
    jsonResponse({ output: sampleOutput, meta, ...(refinement ? { refinement } : {}) }),
  );
}

function renderTerminal(server: FakeSupabaseServer = serverReplying()) {
  const user = { id: 'user-1', email: 'researcher@example.org', signOut: async () => null };
  return renderWithProviders(<ChatTerminal user={user} />, { server, path: '/dashboard' });
}

function input(): HTMLTextAreaElement {
  return screen.getByPlaceholderText('Type your message...');
}

/** Sends `draft` and waits for its reply, the newest ASSOCIATE bubble. */
async function sendAndWaitForReply(draft: string = sampleDraft): Promise<HTMLElement> {
  const before = screen.queryAllByRole('article', { name: 'ASSOCIATE' }).length;
  fireEvent.change(input(), { target: { value: draft } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() =>
    expect(screen.getAllByRole('article', { name: 'ASSOCIATE' })).toHaveLength(before + 1),
  );
  return screen.getAllByRole('article', { name: 'ASSOCIATE' }).at(-1)!;
}

function diffButton(reply: HTMLElement): HTMLElement {
  return within(reply).getByRole('button', { name: 'DIFF' });
}

function pressOnPage(key: string) {
  input().blur();
  fireEvent.keyDown(document.body, { key });
}

/**
 * What a diff reads as on one side: the draft without insertions, or the refined text without
 * deletions (spaces folded: a marked run's own spaces sit outside its mark).
 */
function sideOfDiff(reply: HTMLElement, side: 'draft' | 'refined'): string {
  const diff = reply.querySelector('del, ins')?.parentElement?.cloneNode(true) as HTMLElement;
  diff
    .querySelectorAll(`.sr-only, ${side === 'draft' ? 'ins' : 'del'}`)
    .forEach((node) => node.remove());
  return (diff.textContent ?? '').replace(/\s+/g, ' ');
}

function mockClipboard() {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('a structured reply in the terminal', () => {
  it('shows the refined message first, then changes, notes and one metrics line', async () => {
    renderTerminal();
    const reply = await sendAndWaitForReply();
    const text = reply.textContent ?? '';
    const order = [
      sampleRefined,
      'CHANGES',
      '- dropped "basically": filler',
      '- "was able to reduce" → "cut": shorter',
      '- Led with the finding instead of "we found that".',
      'STILL WORTH A LOOK',
      '- "across sites": name the sites if the reader needs them.',
      'GRADE 12.4 → 8.1 · WORDS 27 → 19 · PASSIVE 3 → 0 · HEDGES 5 → 1',
      'anthropic · claude-haiku · 640 ms',
    ].map((part) => text.indexOf(part));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((left, right) => left - right));
    // The whole output is not shown a second time under the structured reply.
    expect(text).not.toContain('REFINED\n');
    expect(within(reply).queryByText(/^CHECK:/)).not.toBeInTheDocument();
  });

  it('copies only the refined message from the hover button, and the whole reply from COPY ALL', async () => {
    const writeText = mockClipboard();
    renderTerminal();
    const reply = await sendAndWaitForReply();

    await userEvent.click(within(reply).getByRole('button', { name: 'Copy refined message' }));
    expect(writeText).toHaveBeenLastCalledWith(sampleRefined);
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Message content has been copied')).toBeInTheDocument();

    await userEvent.click(within(reply).getByRole('button', { name: 'COPY ALL' }));
    expect(writeText).toHaveBeenLastCalledWith(sampleOutput);
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('says Copy failed from COPY ALL when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))),
      },
      configurable: true,
    });
    renderTerminal();
    const reply = await sendAndWaitForReply();
    await userEvent.click(within(reply).getByRole('button', { name: 'COPY ALL' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to copy to clipboard')).toBeInTheDocument();
  });

  it('shows the word diff of the draft on DIFF, marked and announced, and hides it again', async () => {
    renderTerminal();
    const reply = await sendAndWaitForReply();
    expect(diffButton(reply)).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(diffButton(reply));
    expect(diffButton(reply)).toHaveAttribute('aria-pressed', 'true');
    expect(await within(reply).findByText('DIFF: YOUR DRAFT → REFINED')).toBeInTheDocument();
    const removed = [...reply.querySelectorAll('del')].map((element) => element.textContent);
    const added = [...reply.querySelectorAll('ins')].map((element) => element.textContent);
    expect(removed).toEqual([
      '[deleted: We basically found that the]',
      '[deleted: was able to reduce]',
      '[deleted: the]',
    ]);
    expect(added).toEqual(['[inserted: The]', '[inserted: cut]']);

    await userEvent.click(diffButton(reply));
    expect(diffButton(reply)).toHaveAttribute('aria-pressed', 'false');
    expect(reply.querySelector('del, ins')).toBeNull();
    expect(within(reply).getByText(sampleRefined)).toBeInTheDocument();
  });

  it('says so when the refined message is the draft, word for word', async () => {
    renderTerminal(serverReplying(sampleRefinement({ refined: sampleDraft })));
    const reply = await sendAndWaitForReply();
    await userEvent.click(diffButton(reply));
    expect(
      await within(reply).findByText('DIFF: YOUR DRAFT → REFINED (NO WORD CHANGED)'),
    ).toBeInTheDocument();
    expect(reply.querySelector('del, ins')).toBeNull();
    expect(within(reply).getByText(sampleDraft)).toBeInTheDocument();
  });

  it('toggles the latest reply’s diff with D when no input has focus, and types d in the input', async () => {
    renderTerminal();
    const first = await sendAndWaitForReply();
    const latest = await sendAndWaitForReply('We might maybe decide soon.');

    await userEvent.type(input(), 'd');
    expect(input()).toHaveValue('d');
    expect(diffButton(latest)).toHaveAttribute('aria-pressed', 'false');

    pressOnPage('d');
    expect(diffButton(latest)).toHaveAttribute('aria-pressed', 'true');
    expect(diffButton(first)).toHaveAttribute('aria-pressed', 'false');
    expect(await within(latest).findByText('DIFF: YOUR DRAFT → REFINED')).toBeInTheDocument();
    pressOnPage('D');
    expect(diffButton(latest)).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles the diff of the reply that holds the focus with D', async () => {
    renderTerminal();
    const first = await sendAndWaitForReply();
    const latest = await sendAndWaitForReply('We might maybe decide soon.');
    const copyAll = within(first).getByRole('button', { name: 'COPY ALL' });
    act(() => copyAll.focus());
    fireEvent.keyDown(copyAll, { key: 'd' });
    expect(diffButton(first)).toHaveAttribute('aria-pressed', 'true');
    expect(diffButton(latest)).toHaveAttribute('aria-pressed', 'false');
  });

  it('diffs against the text that was sent, which the reply keeps across a reload', async () => {
    const server = serverReplying();
    const first = renderTerminal(server);
    await sendAndWaitForReply(`  ${sampleDraft}  `);
    first.unmount();

    renderTerminal(server);
    const reply = screen.getByRole('article', { name: 'ASSOCIATE' });
    expect(within(reply).getByText(sampleRefined)).toBeInTheDocument();
    await userEvent.click(diffButton(reply));
    await within(reply).findByText('DIFF: YOUR DRAFT → REFINED');
    expect(sideOfDiff(reply, 'draft')).toBe(sampleDraft);
    expect(sideOfDiff(reply, 'refined')).toBe(sampleRefined);
    const stored = JSON.parse(window.localStorage.getItem(historyStorageKey('user-1')) ?? '[]');
    expect(stored[1]).toMatchObject({ draft: sampleDraft, refinement: sampleRefinement() });
  });

  it('warns in the danger colour about each fact of the draft the refined text lost', async () => {
    const refinement = sampleRefinement({
      refined: 'The new protocol cut the error rate in our cohort, and it differed across sites.',
      facts: {
        locked: sampleRefinement().facts.locked,
        missing: [
          { kind: 'percentage', text: '12%', hard: true },
          { kind: 'citation', text: '[14]', hard: true },
          { kind: 'negation', text: 'did not differ', hard: false },
        ],
      },
    });
    renderTerminal(serverReplying(refinement));
    const reply = await sendAndWaitForReply();
    const checks = within(reply).getAllByText(/^CHECK:/);
    expect(checks.map((line) => line.textContent)).toEqual([
      'CHECK: "12%" from your draft is not in the refined text',
      'CHECK: "[14]" from your draft is not in the refined text',
      'CHECK: the negation in "did not differ" from your draft is not in the refined text',
    ]);
    expect(checks[0]?.closest('ul')).toHaveClass('text-terminal-danger');
    // Right under the refined message, before what changed.
    const text = reply.textContent ?? '';
    expect(text.indexOf('CHECK:')).toBeLessThan(text.indexOf('CHANGES'));
    expect(text.indexOf('CHECK:')).toBeGreaterThan(text.indexOf(refinement.refined));
  });

  it('warns about each claim the refined text carried further, after the facts it lost', async () => {
    const sentence = 'Coffee intake was associated with lower liver enzymes in adults over 65.';
    const refinement = sampleRefinement({
      facts: {
        locked: sampleRefinement().facts.locked,
        missing: [{ kind: 'percentage', text: '12%', hard: true }],
      },
      claims: {
        draft: [{ sentence, strength: 'correlational', hedges: [], scope: ['in adults over 65'] }],
        changed: [
          {
            kind: 'strength',
            sentence,
            before: 'was associated with',
            after: 'lowers',
            to: 'causal',
          },
          { kind: 'scope', sentence, before: 'in adults over 65' },
        ],
      },
    });
    renderTerminal(serverReplying(refinement));
    const reply = await sendAndWaitForReply();
    expect(
      within(reply)
        .getAllByText(/^CHECK:/)
        .map((line) => line.textContent),
    ).toEqual([
      'CHECK: "12%" from your draft is not in the refined text',
      'CHECK: "lowers" states a cause where your draft said "was associated with"',
      'CHECK: the scope "in adults over 65" from your draft is not in the refined text',
    ]);
    expect(within(reply).getByText(/^GRADE/)).toHaveTextContent(
      'GRADE 12.4 → 8.1 · WORDS 27 → 19 · PASSIVE 3 → 0 · HEDGES 5 → 1 · CLAIMS 1 correlational → 1 causal',
    );
  });

  it('shows a CLAIM note among the notes and the draft’s claims on the metrics line', async () => {
    const claim = (sentence: string, strength: 'correlational' | 'causal') => ({
      sentence,
      strength,
      hedges: [],
      scope: [],
    });
    const note =
      'CLAIM: "reduces" states a cause; if the design was observational, "was associated with lower …" says what the data show';
    const refinement = sampleRefinement({
      notes: [note],
      claims: {
        draft: [
          claim('In this cohort, walking was associated with fewer falls.', 'correlational'),
          claim('Sleep was linked to mood.', 'correlational'),
          claim('Walking reduces the risk of falls.', 'causal'),
        ],
        changed: [],
      },
    });
    renderTerminal(serverReplying(refinement));
    const reply = await sendAndWaitForReply();
    expect(within(reply).getByText(`- ${note}`)).toBeInTheDocument();
    expect(within(reply).getByText(/^GRADE/)).toHaveTextContent(
      'GRADE 12.4 → 8.1 · WORDS 27 → 19 · PASSIVE 3 → 0 · HEDGES 5 → 1 · CLAIMS 2 correlational · 1 causal',
    );
    expect(within(reply).queryByText(/^CHECK:/)).not.toBeInTheDocument();
  });

  it('shows an older server’s reply (no refinement) as its whole text, copied whole, with no DIFF', async () => {
    const writeText = mockClipboard();
    renderTerminal(serverReplying(null));
    const reply = await sendAndWaitForReply();
    expect(within(reply).getByText(/^REFINED/)).toHaveTextContent(sampleRefined);
    expect(within(reply).queryByRole('button', { name: 'DIFF' })).not.toBeInTheDocument();
    expect(within(reply).queryByRole('button', { name: 'COPY ALL' })).not.toBeInTheDocument();
    await userEvent.click(within(reply).getByRole('button', { name: 'Copy reply' }));
    expect(writeText).toHaveBeenCalledWith(sampleOutput);
  });

  it('shows a reply whose refinement it cannot read as its whole text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = new FakeSupabaseServer().on(routeCall, () =>
      jsonResponse({ output: sampleOutput, meta, refinement: { refined: 42 } }),
    );
    renderTerminal(server);
    const reply = await sendAndWaitForReply();
    expect(within(reply).getByText(/^REFINED/)).toHaveTextContent(sampleRefined);
    expect(within(reply).getByRole('button', { name: 'Copy reply' })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });

  it('renders history saved before replies were structured, as it was', () => {
    const saved = [
      {
        id: '1700000000000',
        text: 'Old draft.',
        isUser: true,
        timestamp: '2025-09-17T10:00:00.000Z',
      },
      {
        id: '1700000000001',
        text: 'REFINED\nOld reply.\n\nCHANGES\n- none: no safe rewrite applied.',
        isUser: false,
        timestamp: '2025-09-17T10:00:01.000Z',
        meta: { vendor: 'local', model: 'retext-clarity', latency: 12 },
      },
    ];
    window.localStorage.setItem(historyStorageKey('user-1'), JSON.stringify(saved));
    renderTerminal();
    const reply = screen.getByRole('article', { name: 'ASSOCIATE' });
    expect(within(reply).getByText(/^REFINED/)).toHaveTextContent('Old reply.');
    expect(within(reply).getByRole('button', { name: 'Copy reply' })).toBeInTheDocument();
    expect(within(reply).queryByRole('button', { name: 'DIFF' })).not.toBeInTheDocument();
    expect(screen.getByText('MESSAGES: 2')).toBeInTheDocument();
  });

  it('adds its D key on a line under the help banner, leaving the banner word for word', () => {
    renderTerminal();
    pressOnPage('3');
    expect(screen.getByRole('status', { name: 'Terminal status' })).toHaveTextContent(
      /^ENTER TO SEND • CTRL\+L TO CLEAR • ESC FOR SETTINGS • \[1-4\] FOR MENU OPTIONS$/,
    );
    expect(
      screen.getByText(/^D TO SHOW OR HIDE THE DIFF OF THE LATEST OR FOCUSED REPLY • /),
    ).toBeInTheDocument();
  });
});
