import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'warning';

let toastRaised = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast, loading sonner on demand: no screen downloads it, nor mounts the toaster, until
 * it has something to say. Every toast of the app goes through here, so the toaster always knows
 * to mount (`useToastRaised`).
 */
export function showToast(kind: ToastKind, title: string, options: ExternalToast = {}): void {
  if (!toastRaised) {
    toastRaised = true;
    for (const listener of listeners) listener();
  }
  import('sonner').then(
    ({ toast }) => toast[kind](title, options),
    (error: unknown) => console.error(`Could not show the "${title}" notification.`, error),
  );
}

/** Whether `showToast` has been called: the toaster mounts only then. */
export function useToastRaised(): boolean {
  return useSyncExternalStore(subscribe, () => toastRaised);
}
