import type { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/lazy-toast';

/** A new password is set, from the reset screen or /account alike. */
export function showPasswordUpdatedToast(): void {
  showToast('success', 'Password Updated', {
    description: 'Use it the next time you sign in. Other devices will have to sign in again.',
  });
}

export function showPasswordUpdateFailedToast(error: ApiError): void {
  showToast('error', 'Password Update Failed', { description: error.message });
}

export function showCodeSentToast(email: string): void {
  showToast('success', 'Code Sent', { description: `Check ${email} for the code.` });
}
