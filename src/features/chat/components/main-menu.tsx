import { useEffect, useRef } from 'react';
import { menuItems, type MenuAction } from '@/features/chat/model/menu-items';

interface MainMenuProps {
  email: string;
  onSelect: (action: MenuAction) => void;
}

/** The numbered main menu (keys 1–8); item 8 shows who is signed in. */
export function MainMenu({ email, onSelect }: MainMenuProps) {
  const firstItemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    firstItemRef.current?.focus();
  }, []);

  return (
    <nav
      aria-label="Main menu"
      className="border border-terminal-foreground bg-terminal-background p-3"
    >
      <p className="mb-2 text-xs font-bold tracking-widest">MAIN MENU</p>
      <ol className="grid gap-1 sm:grid-cols-2">
        {menuItems.map((item, index) => (
          <li key={item.key}>
            <button
              ref={index === 0 ? firstItemRef : undefined}
              type="button"
              onClick={() => onSelect(item.action)}
              className="w-full px-2 py-1 text-left text-sm hover:bg-terminal-surface focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:outline-none"
            >
              [{item.key}] {item.label}
              {item.action === 'sign-out' && (
                <>
                  {' '}
                  <span className="break-all">({email})</span>
                </>
              )}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
