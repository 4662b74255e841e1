import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@/features/chat/model/chat-message';

/** The attribute a bubble carries so the D key can tell which reply has focus. */
export const messageIdAttribute = 'data-message-id';

/** A reply can show a DIFF when it has a refined message and kept the text it refined. */
export function canShowDiff(message: ChatMessage): boolean {
  return message.refinement !== undefined && message.draft !== undefined;
}

/** The id of the message whose bubble holds the focus, if any. */
function focusedMessageId(): string | undefined {
  const bubble = document.activeElement?.closest(`[${messageIdAttribute}]`);
  return bubble?.getAttribute(messageIdAttribute) ?? undefined;
}

/**
 * Which replies show their DIFF (per reply, for as long as the terminal is open). The key
 * toggles the reply that holds the focus, else the latest reply that has a diff. Both toggles
 * are stable, so opening one reply's diff re-renders that bubble alone.
 */
export function useDiffToggles(messages: readonly ChatMessage[]) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const messagesRef = useRef(messages);
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);

  const toggle = useCallback((messageId: string) => {
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(messageId)) next.add(messageId);
      return next;
    });
  }, []);

  const toggleFromKey = useCallback(() => {
    const focusedId = focusedMessageId();
    const replies = messagesRef.current.filter(canShowDiff);
    const target = replies.find((reply) => reply.id === focusedId) ?? replies.at(-1);
    if (target) toggle(target.id);
  }, [toggle]);

  return { openIds, toggle, toggleFromKey };
}
