/**
 * Why an e-mail link did not sign anyone in, as Auth's redirect puts it in the URL fragment
 * (`#error=access_denied&error_code=otp_expired&error_description=…`): `expired` for a link
 * that expired or was used already, `refused` for any other reason. Only the code is read:
 * the fragment's own words are whatever the URL says, which anyone can write, so the screens
 * explain each kind in words of their own and never show the text carried in the URL.
 */
export type AuthLinkProblem = 'expired' | 'refused';

/**
 * The problem an e-mail link landed with, or null. supabase-js leaves such a fragment in place,
 * so the screen the link was for can say what went wrong.
 */
export function readAuthLinkError(hash: string): AuthLinkProblem | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const code = fragment.get('error_code') ?? fragment.get('error');
  if (!code) return null;
  return code === 'otp_expired' ? 'expired' : 'refused';
}
