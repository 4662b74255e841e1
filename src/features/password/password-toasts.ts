import type { ApiError } from '@/lib/api-error';
import { mailNotSentMessage, secondsPhrase } from '@/lib/mail-failure';
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

/** Auth sent `email` a code moments ago, and will send another only after `seconds`. */
export function showCodeSentRecentlyToast(email: string, seconds: number): void {
  showToast('success', 'Code Sent', {
    description: `A code went to ${email} less than a minute ago: look in your inbox and spam folder. You can ask for another in ${secondsPhrase(seconds)}.`,
  });
}

/** The code could not be sent: no e-mail went out, why, and what to do. */
export function showCodeNotSentToast(error: ApiError): void {
  showToast('error', 'Password Update Failed', { description: mailNotSentMessage(error) });
}
