/** What each main-menu entry does. */
export type MenuAction =
  | 'clear-history'
  | 'export-conversation'
  | 'help'
  | 'test-router'
  | 'account-settings'
  | 'terms'
  | 'privacy'
  | 'sign-out';

/** A main-menu entry: its key (1–8), label and action. */
export interface MenuItem {
  key: string;
  label: string;
  action: MenuAction;
}

/** The main menu in order (spec §2); item 8's label gets the user's e-mail appended. */
export const menuItems: readonly MenuItem[] = [
  { key: '1', label: 'CLEAR CHAT HISTORY', action: 'clear-history' },
  { key: '2', label: 'EXPORT CONVERSATION', action: 'export-conversation' },
  { key: '3', label: 'HELP', action: 'help' },
  { key: '4', label: 'TEST ROUTER', action: 'test-router' },
  { key: '5', label: 'ACCOUNT SETTINGS', action: 'account-settings' },
  { key: '6', label: 'TERMS OF SERVICE', action: 'terms' },
  { key: '7', label: 'PRIVACY POLICY', action: 'privacy' },
  { key: '8', label: 'SIGN OUT', action: 'sign-out' },
];

/** The menu action bound to a key, if any. */
export function menuActionForKey(key: string): MenuAction | undefined {
  return menuItems.find((item) => item.key === key)?.action;
}
