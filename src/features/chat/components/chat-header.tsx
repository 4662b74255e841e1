import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { providerBadgeText } from '@/features/chat/model/chat-copy';

interface ChatHeaderProps {
  isMenuOpen: boolean;
  isTestingRouter: boolean;
  /** The offline switch: drafts stay on our server. */
  isOffline: boolean;
  onToggleOffline: () => void;
  onTestRouter: () => void;
  onToggleMenu: () => void;
}

/**
 * Title, the active-provider badge (it says when the offline switch is on), the OFFLINE switch,
 * TEST ROUTER and the menu toggle.
 */
export function ChatHeader({
  isMenuOpen,
  isTestingRouter,
  isOffline,
  onToggleOffline,
  onTestRouter,
  onToggleMenu,
}: ChatHeaderProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-terminal-border pb-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold tracking-[0.3em]">ASSOCIATE</h1>
        <span
          className={
            isOffline
              ? 'border border-terminal-foreground px-2 py-1 text-xs font-bold text-terminal-foreground'
              : 'border border-terminal-border px-2 py-1 text-xs text-terminal-foreground'
          }
        >
          {isOffline ? providerBadgeText.offline : providerBadgeText.router}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Tooltip content="Keep your drafts on our server: the offline engine answers, no AI vendor sees them [O]">
          <Button
            variant="outline"
            size="small"
            aria-pressed={isOffline}
            aria-keyshortcuts="O"
            onClick={onToggleOffline}
            className="aria-pressed:border-terminal-foreground aria-pressed:bg-terminal-foreground aria-pressed:text-terminal-background aria-pressed:hover:bg-terminal-dim"
          >
            OFFLINE [O]
          </Button>
        </Tooltip>
        <Button variant="outline" size="small" onClick={onTestRouter} disabled={isTestingRouter}>
          TEST ROUTER
        </Button>
        <Button variant="outline" size="small" aria-expanded={isMenuOpen} onClick={onToggleMenu}>
          MENU [M]
        </Button>
      </div>
    </header>
  );
}
