import {
  clearDraft,
  draftStorageKey,
  keepDraft,
  readDraft,
} from '@/features/chat/model/draft-storage';
import { blockedStorage, fullStorage } from '@/test/failing-storage';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('draft storage', () => {
  it('keeps a draft exactly as typed and gives it back', () => {
    keepDraft('user-a', '  First line\nsecond line  ');
    expect(readDraft('user-a')).toBe('  First line\nsecond line  ');
  });

  it('keeps each user’s draft under its own key', () => {
    keepDraft('user-a', 'Mine');
    expect(readDraft('user-b')).toBe('');
    expect(draftStorageKey('user-a')).not.toBe(draftStorageKey('user-b'));
  });

  it('keeps nothing for blank text', () => {
    keepDraft('user-a', ' \n ');
    expect(window.localStorage.getItem(draftStorageKey('user-a'))).toBeNull();
  });

  it('forgets the draft once cleared', () => {
    keepDraft('user-a', 'Mine');
    clearDraft('user-a');
    expect(readDraft('user-a')).toBe('');
  });

  it.each([['{not json'], ['"just a string"'], ['{"text":42}'], ['{"text":"   "}']])(
    'discards a stored value that is not a draft: %s',
    (raw) => {
      window.localStorage.setItem(draftStorageKey('user-a'), raw);
      expect(readDraft('user-a')).toBe('');
      expect(console.warn).toHaveBeenCalled();
    },
  );

  it('reports a full storage instead of throwing', () => {
    const storage = fullStorage();
    expect(() => keepDraft('user-a', 'Mine', { storage })).not.toThrow();
    expect(console.warn).toHaveBeenCalled();
  });

  it('gives back nothing when storage is blocked', () => {
    const storage = blockedStorage();
    expect(readDraft('user-a', { storage })).toBe('');
  });
});
