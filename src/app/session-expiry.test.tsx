import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftStorageKey } from '@/features/chat/model/draft-storage';
import { loadHistory } from '@/features/chat/model/history-storage';
import { recordSignOutIntent } from '@/lib/sign-out-intent';
import { FakeSupabaseServer, jsonResponse, testSession, testUser } from '@/test/fake-supabase';
import { renderApp } from '@/test/render-app';

const currentPath = () => screen.getByTestId('location').textContent ?? '';

/** The backend once the session was revoked elsewhere: its refresh token is dead. */
function serverAfterRevoke(): FakeSupabaseServer {
  return new FakeSupabaseServer()
    .on('POST /auth/v1/token', (request) =>
      request.searchParams.get('grant_type') === 'refresh_token'
        ? jsonResponse(
            {
              code: 'refresh_token_not_found',
              message: 'Invalid Refresh Token: Refresh Token Not Found',
            },
            400,
          )
        : jsonResponse(testSession()),
    )
    .on('POST /functions/v1/route', () => jsonResponse({ code: 401, message: 'Invalid JWT' }, 401));
}

/** The stored session as a tab left open for an hour holds it: expired, so it must refresh. */
function expireStoredSession(storageKey: string): void {
  const stored = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null') as {
    expires_at: number;
  };
  const expired = { ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 };
  window.localStorage.setItem(storageKey, JSON.stringify(expired));
}

/** Lets any toast already asked for load sonner and render, so its absence means something. */
async function settleToasts(): Promise<void> {
  await act(async () => {
    await import('sonner');
  });
}

async function signInAgain(): Promise<void> {
  const login = await screen.findByRole('form', { name: 'Login' });
  await userEvent.type(within(login).getByLabelText('Email'), testUser.email);
  await userEvent.type(within(login).getByLabelText('Password'), 'correct horse');
  await userEvent.click(within(login).getByRole('button', { name: 'SIGN IN' }));
}

describe('a session that ends without the user asking', () => {
  it('says Session Expired on /auth and loses nothing typed when the session was revoked mid-send', async () => {
    const server = serverAfterRevoke();
    const { storageKey } = renderApp('/dashboard', { server, signedIn: true });
    await screen.findByText('WELCOME TO ASSOCIATE');
    const draft = 'A message typed after the session was revoked elsewhere.';
    const [firstWord, rest] = [draft.slice(0, 2), draft.slice(2)];
    // The writer's first keystroke wakes the function while the session still holds.
    await userEvent.type(screen.getByPlaceholderText('Type your message...'), firstWord);
    await waitFor(() => expect(server.requestsTo('POST /functions/v1/route/wake')).toHaveLength(1));
    expireStoredSession(storageKey);

    await userEvent.type(screen.getByPlaceholderText('Type your message...'), rest);
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('tab', { name: 'LOGIN' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText('Please sign in again to continue.')).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    // The message, its ERROR: line and the unsent draft are all kept for this user.
    await waitFor(() =>
      expect(loadHistory(testUser.id).map((message) => message.text)).toEqual([
        draft,
        'ERROR: Invalid JWT',
      ]),
    );
    expect(window.localStorage.getItem(draftStorageKey(testUser.id))).not.toBeNull();

    await signInAgain();
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(log).getByRole('article', { name: 'DIRECTOR' })).toHaveTextContent(draft);
    expect(within(log).getByRole('article', { name: 'ASSOCIATE' })).toHaveTextContent(
      'ERROR: Invalid JWT',
    );
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue(draft);
    expect(window.localStorage.getItem(draftStorageKey(testUser.id))).toBeNull();
  });

  it('says Session Expired as the writer starts when the wake finds the session revoked', async () => {
    const server = serverAfterRevoke();
    const { storageKey } = renderApp('/dashboard', { server, signedIn: true });
    await screen.findByText('WELCOME TO ASSOCIATE');
    expireStoredSession(storageKey);

    // The wake of the first keystroke needs a fresh token, and the refresh is refused.
    await userEvent.type(screen.getByPlaceholderText('Type your message...'), 'A');
    expect(await screen.findByRole('tab', { name: 'LOGIN' })).toBeInTheDocument();
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    // Nothing was sent, so nothing was refused; what was typed waits for the next sign-in.
    expect(server.requestsTo('POST /functions/v1/route')).toHaveLength(0);
    expect(loadHistory(testUser.id)).toEqual([]);
    await signInAgain();
    await screen.findByRole('log', { name: 'Conversation' });
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue('A');
  });

  it('says Session Expired when the session ends in another tab without a sign-out', async () => {
    const { client } = renderApp('/dashboard', { signedIn: true });
    await screen.findByText('WELCOME TO ASSOCIATE');
    await act(async () => {
      await client.auth.signOut({ scope: 'local' });
    });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
  });
});

describe('a sign-out the user asked for', () => {
  it('never says Session Expired after SIGN OUT from the menu', async () => {
    renderApp('/dashboard', { signedIn: true });
    await screen.findByText('WELCOME TO ASSOCIATE');
    await userEvent.click(screen.getByRole('button', { name: 'MENU [M]' }));
    await userEvent.click(screen.getByRole('button', { name: /\[8\] SIGN OUT/ }));
    expect(await screen.findByRole('tab', { name: 'LOGIN' })).toBeInTheDocument();
    await settleToasts();
    expect(screen.queryByText('Session Expired')).not.toBeInTheDocument();
  });

  it('never says Session Expired when the user signed out in another tab', async () => {
    const { client } = renderApp('/dashboard', { signedIn: true });
    await screen.findByText('WELCOME TO ASSOCIATE');
    // What the other tab's SIGN OUT leaves in the shared storage before its SIGNED_OUT arrives.
    recordSignOutIntent();
    await act(async () => {
      await client.auth.signOut({ scope: 'local' });
    });
    expect(await screen.findByRole('tab', { name: 'LOGIN' })).toBeInTheDocument();
    await settleToasts();
    expect(screen.queryByText('Session Expired')).not.toBeInTheDocument();
  });

  it('forgets the sign-out once a new session is approved, so a later revoke is explained', async () => {
    recordSignOutIntent();
    const { client } = renderApp('/dashboard', { signedIn: true });
    await screen.findByText('WELCOME TO ASSOCIATE');
    await act(async () => {
      await client.auth.signOut({ scope: 'local' });
    });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
  });
});
