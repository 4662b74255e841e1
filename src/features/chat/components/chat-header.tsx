import { Button } from '@/components/ui/button';

interface ChatHeaderProps {
  isMenuOpen: boolean;
  isTestingRouter: boolean;
  onTestRouter: () => void;
  onToggleMenu: () => void;
}

/** Title, the active-provider badge, TEST ROUTER and the menu toggle. */
export function ChatHeader({
  isMenuOpen,
  isTestingRouter,
  onTestRouter,
  onToggleMenu,
}: ChatHeaderProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-terminal-border pb-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold tracking-[0.3em]">ASSOCIATE</h1>
        <span className="border border-terminal-border px-2 py-1 text-xs text-terminal-foreground">
          Active Provider: Auto (Router)
        </span>
      </div>
      <div className="flex gap-2">
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
