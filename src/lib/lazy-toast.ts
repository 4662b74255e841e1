import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type ToastKind = 'error' | 'warning';

let toastRaised = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast from code that runs on every screen (the auth state), loading sonner on demand so
 * the landing page does not download it. The lazily loaded screens import sonner directly.
 */
export function showLazyToast(kind: ToastKind, title: string, options: ExternalToast = {}): void {
  if (!toastRaised) {
    toastRaised = true;
    for (const listener of listeners) listener();
  }
  import('sonner').then(
    ({ toast }) => toast[kind](title, options),
    (error: unknown) => console.error(`Could not show the "${title}" notification.`, error),
  );
}

/** Whether `showLazyToast` has been called: the landing page mounts the toaster only then. */
export function useToastRaised(): boolean {
  return useSyncExternalStore(subscribe, () => toastRaised);
}
