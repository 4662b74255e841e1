import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingText } from '@/components/ui/loading-text';
import { useAuth } from '@/lib/auth-context';
import { SignedInLinkProblem } from '@/app/signed-in-link-problem';
import { readAuthLinkError } from '@/lib/auth-link-error';
import { linkProblemState } from '@/lib/auth-screen-state';

/**
 * Sign-in required: waits for the auth state (so a magic-link landing on
 * `/dashboard#access_token=…` is not bounced), then sends everyone else to /auth, replacing
 * history so Back does not return to a page they cannot see. A confirmation or magic link that
 * failed (`/dashboard#error=…`) is explained: on /auth, with the way to ask for a new one, or,
 * to someone signed in already, in a warning.
 */
export function RequireSignedIn() {
  const { status } = useAuth();
  const { hash } = useLocation();
  const linkProblem = readAuthLinkError(hash);
  if (status === 'loading' || status === 'verifying') return <LoadingText />;
  if (status === 'signed-out') {
    return <Navigate to="/auth" replace state={linkProblem && linkProblemState(linkProblem)} />;
  }
  return (
    <>
      {linkProblem && <SignedInLinkProblem problem={linkProblem} />}
      <Outlet />
    </>
  );
}

/** Signed-out only: signed-in users go straight to /dashboard. */
export function RequireSignedOut() {
  const { status } = useAuth();
  if (status === 'loading' || status === 'verifying') return <LoadingText />;
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * The reset screen. A password-recovery link signs its owner in, so this is neither signed-out
 * only nor sign-in required: it waits for the auth state like the others (a recovery link
 * arrives as a session in the URL), then shows the new-password form to the link's session, the
 * link's problem to anyone (a link that expired or was used is explained, signed in or not), and
 * "no reset link" to a signed-out visitor; everyone else signed in goes to /dashboard, as from
 * /auth.
 */
export function RequirePasswordRecovery() {
  const { status, recovery } = useAuth();
  const { hash } = useLocation();
  if (status === 'loading' || status === 'verifying') return <LoadingText />;
  if (status === 'signed-in' && !recovery && !readAuthLinkError(hash)) {
    return <Navigate to="/dashboard" replace />;
  }
  return <Outlet />;
}
