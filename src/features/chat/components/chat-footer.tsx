import { disclaimerText } from '@/features/chat/model/chat-copy';

/**
 * What the terminal is doing: READY, PROCESSING (sent, no word yet), WRITING... (the reply's
 * words are arriving) or MENU.
 */
export type TerminalStatus = 'READY' | 'PROCESSING' | 'WRITING...' | 'MENU';

interface ChatFooterProps {
  messageCount: number;
  status: TerminalStatus;
}

/** Message count, terminal status and the disclaimer. */
export function ChatFooter({ messageCount, status }: ChatFooterProps) {
  return (
    <footer className="space-y-2 border-t border-terminal-border pt-3 text-xs">
      <div className="flex justify-between gap-4 tracking-widest">
        <span>MESSAGES: {messageCount}</span>
        <span>{status}</span>
      </div>
      <p className="text-terminal-dim">{disclaimerText}</p>
    </footer>
  );
}
