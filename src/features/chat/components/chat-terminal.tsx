import { useCallback, useSyncExternalStore } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ChatFooter, type TerminalStatus } from '@/features/chat/components/chat-footer';
import { ChatHeader } from '@/features/chat/components/chat-header';
import { Composer } from '@/features/chat/components/composer';
import { MainMenu } from '@/features/chat/components/main-menu';
import { MessageList } from '@/features/chat/components/message-list';
import { StatusLine } from '@/features/chat/components/status-line';
import { useChatTerminal, type ChatUser } from '@/features/chat/hooks/use-chat-terminal';
import { useRouteWake } from '@/features/chat/hooks/use-route-wake';
import { useTerminalShortcuts } from '@/features/chat/hooks/use-terminal-shortcuts';
import { menuActionForKey } from '@/features/chat/model/menu-items';

/** The /dashboard screen: conversation, composer, main menu and the terminal's keys. */
export function ChatTerminal({ user }: { user: ChatUser }) {
  const terminal = useChatTerminal(user);
  // The function gets ready for a first draft while the writer types it.
  const wakeRoute = useRouteWake();
  const { runMenuAction } = terminal;

  const runMenuKey = useCallback(
    (key: string) => {
      const action = menuActionForKey(key);
      if (action) runMenuAction(action);
    },
    [runMenuAction],
  );

  useTerminalShortcuts({
    onClearHistory: terminal.clearHistory,
    onToggleMenu: terminal.toggleMenu,
    onMenuKey: runMenuKey,
    onEscape: terminal.escape,
    onToggleDiff: terminal.toggleDiffFromKey,
    onFollowUp: terminal.followUp,
    onStop: terminal.stop,
    onToggleOffline: terminal.toggleOffline,
  });

  // Re-renders when the reply starts or stops writing, not on each word.
  const { replyDraft } = terminal;
  const isWriting = useSyncExternalStore(
    replyDraft.subscribe,
    () => replyDraft.getSnapshot().phase === 'writing',
  );
  const isProcessing = terminal.isSending || terminal.isTestingRouter;
  const status: TerminalStatus = isWriting
    ? 'WRITING...'
    : isProcessing
      ? 'PROCESSING'
      : terminal.isMenuOpen
        ? 'MENU'
        : 'READY';

  return (
    <TooltipProvider>
      <main className="mx-auto flex min-h-screen w-full max-w-4xl flex-col gap-3 p-3 sm:p-6">
        <ChatHeader
          isMenuOpen={terminal.isMenuOpen}
          isTestingRouter={terminal.isTestingRouter}
          isOffline={terminal.isOffline}
          onToggleOffline={terminal.toggleOffline}
          onTestRouter={terminal.testRouter}
          onToggleMenu={terminal.toggleMenu}
        />
        <MessageList
          messages={terminal.messages}
          isWaiting={terminal.isSending}
          replyDraft={replyDraft}
          lastLatencyMs={terminal.lastLatencyMs}
          onCopy={terminal.copy}
          openDiffIds={terminal.openDiffIds}
          onToggleDiff={terminal.toggleDiff}
          onTurnDown={terminal.turnDown}
          onFollowUp={terminal.followUp}
        />
        <StatusLine text={terminal.statusText} detail={terminal.statusDetail} />
        {terminal.isMenuOpen && <MainMenu email={user.email} onSelect={runMenuAction} />}
        {/* Hidden, not unmounted, while the menu shows: the draft must survive. */}
        <div hidden={terminal.isMenuOpen}>
          <Composer
            disabled={terminal.isSending}
            onStop={terminal.stop}
            onSend={terminal.send}
            initialText={terminal.initialDraft}
            onLeaveDraft={terminal.leaveDraft}
            onWrite={wakeRoute}
          />
        </div>
        <ChatFooter messageCount={terminal.messages.length} status={status} />
      </main>
    </TooltipProvider>
  );
}
