import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage } from '@/features/chat/model/chat-message';
import { loadHistory, saveHistory } from '@/features/chat/model/history-storage';

/** The signed-in user's conversation, loaded from and saved to this browser. */
export function useChatHistory(userId: string) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadHistory(userId));

  useEffect(() => {
    saveHistory(userId, messages);
  }, [userId, messages]);

  const append = useCallback((message: ChatMessage) => {
    setMessages((current) => [...current, message]);
  }, []);

  const clear = useCallback(() => setMessages([]), []);

  return { messages, append, clear };
}
