import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { watchAuthState, type AuthState } from '@/lib/auth-state-watcher';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** Just enough of supabase-js: its auth events, the approval RPC, and a local sign-out. */
function fakeClient(approved: (email: string) => boolean) {
  let listener: Listener = () => {};
  const client = {
    auth: {
      onAuthStateChange: (callback: Listener) => {
        listener = callback;
        return { data: { subscription: { unsubscribe: () => {} } } };
      },
      signOut: vi.fn(async () => ({ error: null })),
    },
    rpc: vi.fn(async (_name: string, { p_email }: { p_email: string }) => ({
      data: approved(p_email),
      error: null,
      status: 200,
    })),
  };
  return {
    client: client as unknown as SupabaseClient,
    rpc: client.rpc,
    emit: (...args: Parameters<Listener>) => listener(...args),
  };
}

function sessionOf(id: string, email: string): Session {
  return { access_token: 'a', refresh_token: 'r', user: { id, email } } as Session;
}

const ada = sessionOf('u-ada', 'ada@lab.example.edu');
const grace = sessionOf('u-grace', 'grace@lab.example.edu');

function watch(approved: (email: string) => boolean = () => true) {
  const { client, rpc, emit } = fakeClient(approved);
  const states: AuthState[] = [];
  watchAuthState(client, (state) => states.push(state), { storedUser: null });
  const latest = () => states.at(-1);
  return { rpc, emit, latest };
}

describe('watchAuthState and password recovery', () => {
  it("checks the approval of a recovery link's session, even one another tab announced", async () => {
    const { rpc, emit, latest } = watch();
    emit('INITIAL_SESSION', ada);
    await vi.waitFor(() => expect(latest()?.status).toBe('signed-in'));

    emit('PASSWORD_RECOVERY', grace);
    expect(latest()?.status).toBe('verifying');
    await vi.waitFor(() => expect(latest()?.status).toBe('signed-in'));
    expect(rpc).toHaveBeenLastCalledWith('is_email_allowed', { p_email: grace.user.email });
    expect(latest()?.recovery).toEqual({
      userId: 'u-grace',
      email: 'grace@lab.example.edu',
      replacedEmail: 'ada@lab.example.edu',
    });
  });

  it('ends the recovery once the new password is set, and keeps the user signed in', async () => {
    const { emit, latest } = watch();
    emit('PASSWORD_RECOVERY', grace);
    await vi.waitFor(() => expect(latest()?.status).toBe('signed-in'));
    expect(latest()?.recovery?.email).toBe('grace@lab.example.edu');

    emit('USER_UPDATED', grace);
    expect(latest()).toMatchObject({ status: 'signed-in', recovery: null });
  });

  it('signs an unapproved recovery out with no recovery left', async () => {
    const { emit, latest } = watch(() => false);
    emit('PASSWORD_RECOVERY', grace);
    await vi.waitFor(() => expect(latest()?.status).toBe('signed-out'));
    expect(latest()?.recovery).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});
