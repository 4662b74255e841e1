import type { SupabaseClient } from '@supabase/supabase-js';
import { isAuthApiError } from '@supabase/supabase-js';
import { ApiError, toApiError } from '@/lib/api-error';
import { isEmailAllowed } from '@/lib/email-approval';
import { secondsUntilNextMail } from '@/lib/mail-failure';
import { notApprovedMessage } from '@/lib/product-copy';

/** E-mail and password, as typed in the login or signup form. */
export interface PasswordCredentials {
  email: string;
  password: string;
}

/** Where confirmation and magic links send the user back to. */
export function dashboardRedirectUrl(): string {
  return `${window.location.origin}/dashboard`;
}

/** Where password-recovery links send the user back to: the reset screen. */
export function resetPasswordRedirectUrl(): string {
  return `${window.location.origin}/reset-password`;
}

function notApprovedError(cause?: unknown): ApiError {
  return new ApiError('email_not_approved', notApprovedMessage, { status: 403, cause });
}

/** The auth hook refuses unapproved sign-ups with 403; we show the same message as our own check. */
function toSignUpError(error: unknown): ApiError {
  if (isAuthApiError(error) && error.status === 403) return notApprovedError(error);
  return toApiError(error);
}

async function assertApproved(client: SupabaseClient, email: string): Promise<void> {
  if (!(await isEmailAllowed(client, email))) throw notApprovedError();
}

/** Signs in with e-mail and password; the AuthProvider picks the session up. */
export async function signInWithPassword(
  client: SupabaseClient,
  credentials: PasswordCredentials,
): Promise<void> {
  const { error } = await client.auth.signInWithPassword(credentials);
  if (error) throw toApiError(error);
}

/** What a successful sign-up leads to. */
export interface SignUpResult {
  /** True when the server sent a confirmation e-mail instead of signing the user in. */
  confirmationSent: boolean;
}

/** Checks the approval list, then signs up with a confirmation link back to the dashboard. */
export async function signUpWithPassword(
  client: SupabaseClient,
  credentials: PasswordCredentials,
): Promise<SignUpResult> {
  await assertApproved(client, credentials.email);
  const { data, error } = await client.auth.signUp({
    ...credentials,
    options: { emailRedirectTo: dashboardRedirectUrl() },
  });
  if (error) throw toSignUpError(error);
  return { confirmationSent: data.session === null };
}

/** Checks the approval list, then e-mails a sign-in link back to the dashboard. */
export async function sendMagicLink(client: SupabaseClient, email: string): Promise<void> {
  await assertApproved(client, email);
  const { error } = await client.auth.signInWithOtp({
    email,
    options: { emailRedirectTo: dashboardRedirectUrl() },
  });
  if (error) throw toSignUpError(error);
}

/**
 * Checks the approval list, then asks Auth to e-mail a link to the reset screen. Auth answers an
 * address with no account exactly as one with an account, and so does this: its per-address
 * limit ("you can only request this after N seconds") only ever reaches an address that has an
 * account and was sent a link moments ago, so it counts as sent rather than telling anyone so.
 * Any other refusal, the project-wide limit on e-mails included, means no mail went out: it is
 * thrown, and the form says so.
 */
export async function sendPasswordResetLink(client: SupabaseClient, email: string): Promise<void> {
  await assertApproved(client, email);
  const { error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: resetPasswordRedirectUrl(),
  });
  if (error && !(isAuthApiError(error) && secondsUntilNextMail(error) !== undefined)) {
    throw toApiError(error);
  }
}
