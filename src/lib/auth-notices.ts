import { showToast } from '@/lib/lazy-toast';

/** Shown when a session belongs to an address that is not (or no longer) approved (spec §8). */
export function showAccessDeniedToast(): void {
  showToast('error', 'Access Denied', {
    description: "This account isn't approved for beta access.",
  });
}

/**
 * Shown when a session the app had accepted ends without the user asking: revoked on another
 * device or by an administrator, or refused by the server. Not in the spec's catalogue, so it is
 * a warning, not an error, and never shown for a sign-out the user asked for.
 */
export function showSessionExpiredToast(): void {
  showToast('warning', 'Session Expired', {
    description: 'Please sign in again to continue.',
  });
}
