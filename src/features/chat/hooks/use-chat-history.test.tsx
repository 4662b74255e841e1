import { act, renderHook } from '@testing-library/react';
import { useChatHistory } from '@/features/chat/hooks/use-chat-history';
import { createChatMessage } from '@/features/chat/model/chat-message';
import { loadHistory } from '@/features/chat/model/history-storage';

const now = new Date('2025-09-17T10:00:00.000Z');
const question = createChatMessage('Is this clear?', { isUser: true, previousId: undefined, now });
const errorLine = createChatMessage('ERROR: Invalid JWT', {
  isUser: false,
  previousId: question.id,
  now,
});

describe('useChatHistory', () => {
  it('saves what is appended while the terminal shows', () => {
    const { result } = renderHook(() => useChatHistory('user-a'));
    act(() => result.current.append(question));
    expect(result.current.messages).toEqual([question]);
    expect(loadHistory('user-a')).toEqual([question]);
  });

  it('writes a message that arrives after the terminal has gone straight to storage', () => {
    const { result, unmount } = renderHook(() => useChatHistory('user-a'));
    act(() => result.current.append(question));
    const { append } = result.current;
    unmount();
    append(errorLine);
    expect(loadHistory('user-a')).toEqual([question, errorLine]);
  });
});
