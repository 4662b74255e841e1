import { authStorageKeyFor, mayHoldSession, storedSessionUser } from '@/lib/session-hint';
import { blockedStorage } from '@/test/failing-storage';

const storageKey = 'sb-127-auth-token';

function storageWith(entries: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

const noUrlCallback = { hash: '', search: '' };

describe('authStorageKeyFor', () => {
  it('names the key supabase-js uses by default: sb-<first label of the host>-auth-token', () => {
    expect(authStorageKeyFor('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
    expect(authStorageKeyFor('https://abcdefghijklmnop.supabase.co')).toBe(
      'sb-abcdefghijklmnop-auth-token',
    );
  });
});

describe('mayHoldSession', () => {
  it('says no for a new visitor: nothing stored, nothing in the URL', () => {
    expect(mayHoldSession(storageKey, { storage: storageWith({}), location: noUrlCallback })).toBe(
      false,
    );
  });

  it('says yes when a session is stored under the key', () => {
    const storage = storageWith({ [storageKey]: '{"access_token":"…"}' });
    expect(mayHoldSession(storageKey, { storage, location: noUrlCallback })).toBe(true);
  });

  it('ignores other keys, such as another project’s session or the chat history', () => {
    const storage = storageWith({
      'sb-other-auth-token': '{}',
      'associate.chat-history.v1.user': '[]',
    });
    expect(mayHoldSession(storageKey, { storage, location: noUrlCallback })).toBe(false);
  });

  it.each([
    ['#access_token=header.payload.signature&refresh_token=r&type=magiclink', ''],
    ['#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid', ''],
    ['', '?code=0b7e3c5a'],
    ['', '?error_description=Something+went+wrong'],
  ])('says yes when an e-mail link lands with %s%s in the URL', (hash, search) => {
    expect(
      mayHoldSession(storageKey, { storage: storageWith({}), location: { hash, search } }),
    ).toBe(true);
  });

  it('says no for an ordinary fragment or query', () => {
    const location = { hash: '#section-3', search: '?tab=signup' };
    expect(mayHoldSession(storageKey, { storage: storageWith({}), location })).toBe(false);
  });

  it('lets the client decide when the storage cannot be read', () => {
    const storage = blockedStorage();
    expect(mayHoldSession(storageKey, { storage, location: noUrlCallback })).toBe(true);
  });
});

describe('storedSessionUser', () => {
  it('reads the id and e-mail of the stored session', () => {
    const storage = storageWith({
      [storageKey]: JSON.stringify({ access_token: 'a', user: { id: 'u-1', email: 'a@x.org' } }),
    });
    expect(storedSessionUser(storageKey, storage)).toEqual({ id: 'u-1', email: 'a@x.org' });
  });

  it('answers null for no session, a session without a user, JSON garbage or a blocked storage', () => {
    expect(storedSessionUser(storageKey, storageWith({}))).toBeNull();
    expect(
      storedSessionUser(storageKey, storageWith({ [storageKey]: '{"user":null}' })),
    ).toBeNull();
    expect(storedSessionUser(storageKey, storageWith({ [storageKey]: '{not json' }))).toBeNull();
    expect(storedSessionUser(storageKey, blockedStorage())).toBeNull();
  });
});
