import type { AuthLinkProblem } from '@/lib/auth-link-error';

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

/**
 * Router state that opens /auth after an e-mail link for the dashboard (a confirmation or a
 * magic link) failed: the screen explains why and opens SIGNUP's magic link to ask for a new one.
 */
export const linkProblemState = (problem: AuthLinkProblem) => ({ linkProblem: problem }) as const;

/** The link problem /auth was opened with (`linkProblemState`), or null. */
export function linkProblemOf(state: unknown): AuthLinkProblem | null {
  const problem =
    typeof state === 'object' && state !== null
      ? (state as { linkProblem?: unknown }).linkProblem
      : undefined;
  return problem === 'expired' || problem === 'refused' ? problem : null;
}
