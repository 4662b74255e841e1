/**
 * What the auth forms need only once the visitor submits: the zod field rules and the API calls
 * (with the approval check's zod schema). Loaded on demand, zod and its schemas stay out of the
 * sign-in page's first render; the forms start loading them at the visitor's first focus, click
 * or key, so they are usually there by the submit.
 */
export const loadAuthValidation = () => import('@/features/auth/auth-validation');

export const loadAuthApi = () => import('@/features/auth/api/auth-api');

const loadPasswordSchema = () => import('@/lib/password-schema');

/**
 * The first problem with a field by its zod rule, or null when it is valid. Null too when the
 * rules cannot load (the network dropped): the submit goes on, and the server still checks
 * everything it is sent.
 */
export async function checkField(
  field: 'email' | 'password',
  value: string,
): Promise<string | null> {
  try {
    const [{ emailFieldSchema, fieldError }, { passwordFieldSchema }] = await Promise.all([
      loadAuthValidation(),
      loadPasswordSchema(),
    ]);
    return fieldError(field === 'email' ? emailFieldSchema : passwordFieldSchema, value);
  } catch {
    return null;
  }
}
