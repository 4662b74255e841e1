/**
 * Router state that opens /auth on the LOGIN tab's FORGOT PASSWORD? form, for the screens that
 * send someone to ask for a new reset link.
 */
export const forgotPasswordState = { authView: 'forgot-password' } as const;

/** Whether /auth was opened with `forgotPasswordState`. */
export function opensForgotPassword(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { authView?: unknown }).authView === forgotPasswordState.authView
  );
}
