import { useLocation } from 'react-router-dom';
import { RecoveryLinkProblem } from '@/features/password/components/recovery-link-problem';
import { ResetPasswordCard } from '@/features/password/components/reset-password-card';
import { useAuth } from '@/lib/auth-context';
import { readAuthLinkError } from '@/lib/auth-link-error';
import { QueryProvider } from '@/lib/query-provider';

/**
 * `/reset-password`, where password-recovery links land: the new-password form for the link's
 * session, or why there is nothing to reset (a link expired, used or refused, or none at all).
 * Who may see it is `RequirePasswordRecovery`'s call.
 */
export function ResetPasswordRoute() {
  const { status, recovery, user } = useAuth();
  const { hash } = useLocation();
  if (status === 'signed-in' && recovery) {
    return (
      <QueryProvider>
        <ResetPasswordCard recovery={recovery} />
      </QueryProvider>
    );
  }
  return (
    <RecoveryLinkProblem
      problem={readAuthLinkError(hash)}
      signedInAs={status === 'signed-in' ? (user?.email ?? '') : null}
    />
  );
}
