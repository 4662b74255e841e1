import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/lib/lazy-toast';
import type { SendOutcome } from '@/features/chat/components/composer';
import { useChatHistory } from '@/features/chat/hooks/use-chat-history';
import { useDiffToggles } from '@/features/chat/hooks/use-diff-toggles';
import { useOfflineSwitch } from '@/features/chat/hooks/use-offline-switch';
import { useReplyRequest } from '@/features/chat/hooks/use-reply-request';
import { useRouterTest } from '@/features/chat/api/route-api';
import { useStatusLine } from '@/features/chat/hooks/use-status-line';
import {
  helpBannerDurationMs,
  helpText,
  helpDetailText,
  statusText,
} from '@/features/chat/model/chat-copy';
import { createChatMessage, type ReplyDetails } from '@/features/chat/model/chat-message';
import { downloadConversation } from '@/features/chat/model/conversation-export';
import {
  directorLineOf,
  followUpSourceOf,
  type FollowUpStyle,
} from '@/features/chat/model/follow-up-styles';
import { clearDraft, keepDraft, readDraft } from '@/features/chat/model/draft-storage';
import { replyAsLeft } from '@/features/chat/model/reply-as-left';
import type { MenuAction } from '@/features/chat/model/menu-items';
import { userMessageOf, type ApiError } from '@/lib/api-error';

/** Who is chatting, and how to end their session. */
export interface ChatUser {
  id: string;
  email: string;
  signOut: () => Promise<ApiError | null>;
}

async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('success', 'Copied to clipboard', { description: 'Message content has been copied' });
  } catch {
    showToast('error', 'Copy failed', { description: 'Unable to copy to clipboard' });
  }
}

/** Everything the chat terminal does; the component only lays it out. */
export function useChatTerminal(user: ChatUser) {
  const navigate = useNavigate();
  const history = useChatHistory(user.id);
  const statusLine = useStatusLine();
  const routerTest = useRouterTest();
  const diffToggles = useDiffToggles(history.messages);
  const offline = useOfflineSwitch(user.id);
  const { isOfflineRef } = offline;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [lastLatencyMs, setLastLatencyMs] = useState<number | null>(
    () => history.messages.findLast((message) => message.meta)?.meta?.latency ?? null,
  );
  // A draft kept when the terminal last went away goes back in the input, once.
  const [initialDraft] = useState(() => readDraft(user.id));
  useEffect(() => {
    clearDraft(user.id);
  }, [user.id]);
  const leaveDraft = useCallback((text: string) => keepDraft(user.id, text), [user.id]);

  // Refs keep the callbacks below stable, so the memoised list and composer never re-render
  // just because a reply is pending or a message was added.
  const messagesRef = useRef(history.messages);
  const lastIdRef = useRef<string | undefined>(history.messages.at(-1)?.id);
  useEffect(() => {
    messagesRef.current = history.messages;
    lastIdRef.current = history.messages.at(-1)?.id;
  }, [history.messages]);
  const { append, clear, update } = history;
  const { show: showStatus, clear: clearStatus } = statusLine;
  const { mutateAsync: requestRouterTest } = routerTest;

  const appendMessage = useCallback(
    (text: string, options: ReplyDetails & { isUser: boolean }) => {
      const message = createChatMessage(text, { ...options, previousId: lastIdRef.current });
      lastIdRef.current = message.id;
      append(message);
    },
    [append],
  );

  const reply = useReplyRequest({ appendMessage, onLatency: setLastLatencyMs });
  const { ask, stop, isSendingRef } = reply;

  const send = useCallback(
    (draft: string): SendOutcome => {
      const text = draft.trim();
      if (text === '' || isSendingRef.current) return false;
      return ask(text, { text, ...(isOfflineRef.current ? { offline: true } : {}) });
    },
    [ask, isSendingRef, isOfflineRef],
  );

  /**
   * A one-key follow-up: `[SHORTER]`, then the latest refined message refined in that style, as
   * the writer left it (only the changes they kept).
   */
  const followUp = useCallback(
    (entry: FollowUpStyle) => {
      const source = followUpSourceOf(messagesRef.current);
      const asLeft = source && replyAsLeft(source);
      if (!asLeft || isSendingRef.current) return;
      void ask(directorLineOf(entry), {
        // Trimmed as the server trims it, so the next reply's places fit the draft it keeps.
        text: asLeft.text.trim(),
        style: entry.style,
        ...(isOfflineRef.current ? { offline: true } : {}),
      });
    },
    [ask, isSendingRef, isOfflineRef],
  );

  /** Stores which changes of a reply the writer turned down (none: every change kept). */
  const turnDown = useCallback(
    (messageId: string, turnedDown: number[]) =>
      update(messageId, ({ turnedDown: _previous, ...message }) =>
        turnedDown.length > 0 ? { ...message, turnedDown } : message,
      ),
    [update],
  );

  const clearHistory = useCallback(() => {
    clear();
    showStatus(statusText.historyCleared);
  }, [clear, showStatus]);

  const testRouter = useCallback(async () => {
    const isOffline = isOfflineRef.current;
    try {
      const { meta } = await requestRouterTest({ offline: isOffline });
      setLastLatencyMs(meta.latency);
      const latency = Math.round(meta.latency);
      // With the switch on, only the offline engine was asked: the line says so.
      const tested = isOffline ? ` — ${statusText.routerTestOffline}` : '';
      showStatus(
        `${statusText.routerTestComplete}${tested} — PROVIDER: ${meta.vendor} • MODEL: ${meta.model} • LATENCY: ${latency} ms`,
      );
      showToast('success', 'Router Test Complete', {
        description: `${isOffline ? 'Offline: only the engine on our server was tested. ' : ''}Provider: ${meta.vendor} • Model: ${meta.model} • Latency: ${latency} ms`,
      });
    } catch (error) {
      showStatus(statusText.routerTestFailed);
      showToast('error', 'Router Test Failed', { description: userMessageOf(error) });
    }
  }, [requestRouterTest, showStatus, isOfflineRef]);

  const { toggle: toggleOfflineSwitch } = offline;
  const toggleOffline = useCallback(() => {
    showStatus(toggleOfflineSwitch() ? statusText.offlineOn : statusText.offlineOff);
  }, [toggleOfflineSwitch, showStatus]);

  const signOut = useCallback(async () => {
    const error = await user.signOut();
    if (error) showToast('error', 'Sign Out Failed', { description: error.message });
    else showStatus(statusText.signedOut);
  }, [user, showStatus]);

  const runMenuAction = useCallback(
    (action: MenuAction) => {
      setIsMenuOpen(false);
      switch (action) {
        case 'clear-history':
          return clearHistory();
        case 'export-conversation':
          downloadConversation(messagesRef.current);
          return showStatus(statusText.conversationExported);
        case 'help':
          return showStatus(helpText, {
            durationMs: helpBannerDurationMs,
            detail: helpDetailText,
          });
        case 'test-router':
          return void testRouter();
        case 'account-settings':
          return void navigate('/account');
        case 'terms':
          return void navigate('/terms');
        case 'privacy':
          return void navigate('/privacy');
        case 'sign-out':
          return void signOut();
      }
    },
    [clearHistory, navigate, showStatus, signOut, testRouter],
  );

  const toggleMenu = useCallback(() => setIsMenuOpen((open) => !open), []);
  const escape = useCallback(() => {
    clearStatus();
    setIsMenuOpen(false);
  }, [clearStatus]);

  return {
    messages: history.messages,
    statusText: statusLine.text,
    statusDetail: statusLine.detail,
    isMenuOpen,
    isSending: reply.isSending,
    /** The reply being written, word by word (subscribe; it never re-renders the list). */
    replyDraft: reply.replyDraft,
    /** Stops the reply in progress; its draft goes back to the input. */
    stop,
    isTestingRouter: routerTest.isPending,
    /** The offline switch: drafts stay on our server (the offline engine answers). */
    isOffline: offline.isOffline,
    toggleOffline,
    lastLatencyMs,
    initialDraft,
    leaveDraft,
    send,
    followUp,
    copy: copyToClipboard,
    openDiffIds: diffToggles.openIds,
    toggleDiff: diffToggles.toggle,
    toggleDiffFromKey: diffToggles.toggleFromKey,
    turnDown,
    clearHistory,
    testRouter,
    runMenuAction,
    toggleMenu,
    escape,
  };
}
