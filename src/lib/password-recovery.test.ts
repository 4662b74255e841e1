import type { Session } from '@supabase/supabase-js';
import {
  recoveryAfter,
  rememberedRecovery,
  rememberRecovery,
  type PasswordRecovery,
} from '@/lib/password-recovery';
import { blockedStorage, fullStorage } from '@/test/failing-storage';

function sessionOf(id: string, email: string): Session {
  return { user: { id, email } } as Session;
}

const grace = sessionOf('u-grace', 'grace@lab.example.edu');
const ada = { id: 'u-ada', email: 'ada@lab.example.edu' };
const graceRecovery: PasswordRecovery = {
  userId: 'u-grace',
  email: 'grace@lab.example.edu',
  replacedEmail: null,
};

describe('recoveryAfter', () => {
  it('starts a recovery for the session a recovery link brought', () => {
    expect(recoveryAfter(null, 'PASSWORD_RECOVERY', grace, null)).toEqual(graceRecovery);
  });

  it('says whose session the link replaced when that was someone else', () => {
    expect(recoveryAfter(null, 'PASSWORD_RECOVERY', grace, ada)).toEqual({
      ...graceRecovery,
      replacedEmail: 'ada@lab.example.edu',
    });
    const sameUser = { id: 'u-grace', email: 'grace@lab.example.edu' };
    expect(recoveryAfter(null, 'PASSWORD_RECOVERY', grace, sameUser)?.replacedEmail).toBeNull();
  });

  it('keeps it through token refreshes and restored sessions of the same user', () => {
    expect(recoveryAfter(graceRecovery, 'TOKEN_REFRESHED', grace, null)).toBe(graceRecovery);
    expect(recoveryAfter(graceRecovery, 'INITIAL_SESSION', grace, null)).toBe(graceRecovery);
  });

  it('ends it once the password is set, on sign-out, and for anyone else', () => {
    expect(recoveryAfter(graceRecovery, 'USER_UPDATED', grace, null)).toBeNull();
    expect(recoveryAfter(graceRecovery, 'SIGNED_OUT', null, null)).toBeNull();
    const other = sessionOf('u-ada', 'ada@lab.example.edu');
    expect(recoveryAfter(graceRecovery, 'SIGNED_IN', other, null)).toBeNull();
  });
});

describe('remembering a recovery in the tab', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps it across a reload and forgets it when it ends', () => {
    rememberRecovery({ ...graceRecovery, replacedEmail: 'ada@lab.example.edu' });
    expect(rememberedRecovery()).toEqual({
      ...graceRecovery,
      replacedEmail: 'ada@lab.example.edu',
    });
    rememberRecovery(null);
    expect(rememberedRecovery()).toBeNull();
  });

  it('ignores what is not a recovery, and storage that fails', () => {
    window.sessionStorage.setItem('associate.password-recovery.v1', '{"userId":1}');
    expect(rememberedRecovery()).toBeNull();
    window.sessionStorage.setItem('associate.password-recovery.v1', 'not json');
    expect(rememberedRecovery()).toBeNull();
    expect(rememberedRecovery(blockedStorage())).toBeNull();
    expect(() => rememberRecovery(graceRecovery, fullStorage())).not.toThrow();
  });
});
