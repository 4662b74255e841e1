import { Navigate, Outlet } from 'react-router-dom';
import { LoadingText } from '@/components/ui/loading-text';
import { useAuth } from '@/lib/auth-context';

/**
 * Sign-in required: waits for the auth state (so a magic-link landing on
 * `/dashboard#access_token=…` is not bounced), then sends everyone else to /auth, replacing
 * history so Back does not return to a page they cannot see.
 */
export function RequireSignedIn() {
  const { status } = useAuth();
  if (status === 'loading' || status === 'verifying') return <LoadingText />;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** Signed-out only: signed-in users go straight to /dashboard. */
export function RequireSignedOut() {
  const { status } = useAuth();
  if (status === 'loading' || status === 'verifying') return <LoadingText />;
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
