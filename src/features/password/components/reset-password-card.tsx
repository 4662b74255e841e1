import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { NewPasswordForm } from '@/features/password/components/new-password-form';
import { ResetScreenShell } from '@/features/password/components/reset-screen-shell';
import { useAuth } from '@/lib/auth-context';
import { showToast } from '@/lib/lazy-toast';
import type { PasswordRecovery } from '@/lib/password-recovery';

/**
 * The reset screen for a recovery link's session: the new password twice, then /dashboard,
 * signed in. When the link replaced someone else's session in this browser, it says so first,
 * and offers to sign out instead.
 */
export function ResetPasswordCard({ recovery }: { recovery: PasswordRecovery }) {
  const navigate = useNavigate();
  const { signOut } = useAuth();

  const signOutInstead = async () => {
    const error = await signOut();
    if (error) showToast('error', 'Sign Out Failed', { description: error.message });
    else void navigate('/auth', { replace: true });
  };

  return (
    <ResetScreenShell title="SET A NEW PASSWORD">
      <p className="text-sm">
        Account: <span className="font-bold break-all">{recovery.email}</span>
      </p>
      {recovery.replacedEmail !== null && (
        <div className="space-y-3 border border-terminal-danger p-3 text-sm">
          <p>
            <span className="font-bold text-terminal-danger">NOTE:</span> this link is for{' '}
            <span className="font-bold break-all">{recovery.email}</span>. It signed{' '}
            <span className="font-bold break-all">
              {recovery.replacedEmail || 'another account'}
            </span>{' '}
            out of this browser.
          </p>
          <Button variant="outline" size="small" onClick={() => void signOutInstead()}>
            SIGN OUT INSTEAD
          </Button>
        </div>
      )}
      <NewPasswordForm
        email={recovery.email}
        name="Set a new password"
        submitLabel="SET PASSWORD"
        onUpdated={() => void navigate('/dashboard', { replace: true })}
      />
    </ResetScreenShell>
  );
}
