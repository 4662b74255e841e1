import { useEffect, useRef } from 'react';
import { followUpForKey, type FollowUpStyle } from '@/features/chat/model/follow-up-styles';

/** What the terminal does for each global key. */
export interface TerminalShortcutHandlers {
  onClearHistory: () => void;
  onToggleMenu: () => void;
  onMenuKey: (key: string) => void;
  onEscape: () => void;
  /** D: show or hide a reply's word diff (a key the spec leaves free). */
  onToggleDiff: () => void;
  /** Shift+S, F, W, T or P: refine the latest refined message again in that style. */
  onFollowUp: (entry: FollowUpStyle) => void;
  /** X: stop the reply being written (a key none of the others uses). */
  onStop: () => void;
  /** O: the offline switch (drafts stay on our server). */
  onToggleOffline: () => void;
}

const menuKeyPattern = /^[1-8]$/;
const nonTextInputTypes = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/**
 * True when typing would go into a field, so single-letter shortcuts must stay out of the way.
 * A disabled field takes no typing (the message input while a reply is written).
 */
export function isTextEntryElement(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
    return !element.disabled;
  }
  if (element instanceof HTMLInputElement) {
    return !element.disabled && !nonTextInputTypes.has(element.type);
  }
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * The terminal's keys (spec §2): Ctrl+L clears anywhere; Esc clears the status line; M and 1–8
 * act only when no text field has focus, and so do our own keys: D for a reply's DIFF, X to stop
 * a reply being written, O for the offline switch, and Shift with S, F, W, T or P for a
 * follow-up in a style.
 */
export function useTerminalShortcuts(handlers: TerminalShortcutHandlers): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const current = handlersRef.current;
      const key = event.key;
      if (event.ctrlKey && !event.altKey && !event.metaKey && key.toLowerCase() === 'l') {
        // Without this the browser moves focus to its address bar.
        event.preventDefault();
        current.onClearHistory();
        return;
      }
      if (key === 'Escape') {
        current.onEscape();
        return;
      }
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTextEntryElement(document.activeElement)) return;
      const followUp = followUpForKey(key, event.shiftKey);
      if (followUp) {
        event.preventDefault();
        current.onFollowUp(followUp);
      } else if (key === 'm' || key === 'M') {
        event.preventDefault();
        current.onToggleMenu();
      } else if (key === 'd' || key === 'D') {
        event.preventDefault();
        current.onToggleDiff();
      } else if (key === 'x' || key === 'X') {
        event.preventDefault();
        current.onStop();
      } else if (key === 'o' || key === 'O') {
        event.preventDefault();
        current.onToggleOffline();
      } else if (menuKeyPattern.test(key)) {
        event.preventDefault();
        current.onMenuKey(key);
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
