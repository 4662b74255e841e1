/** Why an e-mail link did not sign anyone in, as Auth's redirect put it in the URL fragment. */
export interface AuthLinkError {
  /** Auth's error code, e.g. `otp_expired` for a link that expired or was used already. */
  code: string;
  /** Auth's own words, e.g. "Email link is invalid or has expired". */
  description: string;
}

/**
 * The error an e-mail link landed with (`#error=access_denied&error_code=otp_expired&…`), or
 * null. supabase-js leaves such a fragment in place, so the screen the link was for can say
 * what went wrong.
 */
export function readAuthLinkError(hash: string): AuthLinkError | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const code = fragment.get('error_code') ?? fragment.get('error');
  if (!code) return null;
  return { code, description: fragment.get('error_description') ?? '' };
}
