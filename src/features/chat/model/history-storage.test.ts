import { createChatMessage } from '@/features/chat/model/chat-message';
import {
  appendStoredMessage,
  historyStorageKey,
  loadHistory,
  saveHistory,
} from '@/features/chat/model/history-storage';
import {
  sampleDraft,
  sampleOutput,
  sampleRefinement,
} from '@/features/chat/model/refinement-fixtures.test-support';
import { blockedStorage, fullStorage } from '@/test/failing-storage';

const now = new Date('2025-09-17T10:00:00.000Z');
const question = createChatMessage('Is this clear?', { isUser: true, previousId: undefined, now });
const answer = createChatMessage('Yes.', {
  isUser: false,
  previousId: question.id,
  now,
  meta: { vendor: 'local', model: 'clarity-engine', latency: 12 },
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chat history storage', () => {
  it('saves and loads a user history unchanged', () => {
    saveHistory('user-a', [question, answer]);
    expect(loadHistory('user-a')).toEqual([question, answer]);
  });

  it('keeps each user history under its own key', () => {
    saveHistory('user-a', [question]);
    expect(loadHistory('user-b')).toEqual([]);
    expect(historyStorageKey('user-a')).not.toBe(historyStorageKey('user-b'));
  });

  it('removes the stored history when it is cleared', () => {
    saveHistory('user-a', [question]);
    saveHistory('user-a', []);
    expect(window.localStorage.getItem(historyStorageKey('user-a'))).toBeNull();
  });

  it('discards stored data that is not JSON instead of crashing', () => {
    window.localStorage.setItem(historyStorageKey('user-a'), '{not json');
    expect(loadHistory('user-a')).toEqual([]);
  });

  it('discards stored data that is not a list', () => {
    window.localStorage.setItem(historyStorageKey('user-a'), JSON.stringify({ text: 'hi' }));
    expect(loadHistory('user-a')).toEqual([]);
  });

  it('drops invalid messages and keeps the valid ones', () => {
    const invalid = [
      { ...question, isUser: 'yes' },
      { ...question, timestamp: 'yesterday' },
      { ...answer, meta: { vendor: 'local' } },
      { text: 'no id' },
      null,
    ];
    window.localStorage.setItem(
      historyStorageKey('user-a'),
      JSON.stringify([question, ...invalid, answer]),
    );
    expect(loadHistory('user-a')).toEqual([question, answer]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('returns an empty history when storage is blocked', () => {
    const storage = blockedStorage();
    expect(loadHistory('user-a', { storage })).toEqual([]);
  });

  it('reports a full storage instead of throwing', () => {
    const storage = fullStorage();
    expect(() => saveHistory('user-a', [question], { storage })).not.toThrow();
    expect(console.warn).toHaveBeenCalled();
  });

  it('appends a late message to what is stored, keeping what was stored meanwhile', () => {
    saveHistory('user-a', [question]);
    appendStoredMessage('user-a', answer);
    expect(loadHistory('user-a')).toEqual([question, answer]);
  });

  it('starts a stored history with a late message when there was none', () => {
    appendStoredMessage('user-a', answer);
    expect(loadHistory('user-a')).toEqual([answer]);
  });

  it('keeps a structured reply and the text it refined', () => {
    const structured = createChatMessage(sampleOutput, {
      isUser: false,
      previousId: question.id,
      now,
      refinement: sampleRefinement(),
      draft: sampleDraft,
    });
    saveHistory('user-a', [question, structured]);
    expect(loadHistory('user-a')).toEqual([question, structured]);
  });

  it('keeps a stored reply whose refinement it cannot read, as its plain text', () => {
    const stored = { ...answer, refinement: { refined: '' }, draft: 'Is this clear?' };
    window.localStorage.setItem(historyStorageKey('user-a'), JSON.stringify([question, stored]));
    const [, reply] = loadHistory('user-a');
    expect(reply).toMatchObject({ id: answer.id, text: 'Yes.', meta: answer.meta });
    expect(reply?.refinement).toBeUndefined();
    expect(console.warn).toHaveBeenCalled();
  });
});
