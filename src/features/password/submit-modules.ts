import type { NewPasswordProblems } from '@/features/password/new-password-validation';

/**
 * What the password forms need only once the user submits: the zod rules and the API calls.
 * They load at the first focus, click or key (`useClientForSubmit`), so the reset screen's first
 * render carries neither.
 */
export const loadPasswordValidation = () => import('@/features/password/new-password-validation');

export const loadPasswordApi = () => import('@/features/password/api/password-api');

/**
 * The form's problems by its zod rules. None when the rules cannot load (the network dropped):
 * the submit goes on, and Auth still checks the password.
 */
export async function checkNewPassword(fields: {
  password: string;
  confirmation: string;
  code: string | null;
}): Promise<NewPasswordProblems> {
  try {
    const { newPasswordProblems } = await loadPasswordValidation();
    return newPasswordProblems(fields);
  } catch {
    return { password: null, confirmation: null, code: null };
  }
}
