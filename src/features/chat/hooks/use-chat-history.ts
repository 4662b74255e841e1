import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@/features/chat/model/chat-message';
import {
  appendStoredMessage,
  loadHistory,
  saveHistory,
} from '@/features/chat/model/history-storage';

/** The signed-in user's conversation, loaded from and saved to this browser. */
export function useChatHistory(userId: string) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadHistory(userId));
  const isMountedRef = useRef(false);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  useEffect(() => {
    saveHistory(userId, messages);
  }, [userId, messages]);

  const append = useCallback(
    (message: ChatMessage) => {
      // A reply (or its ERROR: line) can arrive after the terminal has gone: the session ended
      // mid-send and the user is on /auth. It is written straight to storage, so the
      // conversation is whole when they sign back in.
      if (!isMountedRef.current) {
        appendStoredMessage(userId, message);
        return;
      }
      setMessages((current) => [...current, message]);
    },
    [userId],
  );

  const clear = useCallback(() => setMessages([]), []);

  /** Replaces one message with `change(message)`; the others keep their identity. */
  const update = useCallback(
    (messageId: string, change: (message: ChatMessage) => ChatMessage) =>
      setMessages((current) =>
        current.map((message) => (message.id === messageId ? change(message) : message)),
      ),
    [],
  );

  return { messages, append, clear, update };
}
