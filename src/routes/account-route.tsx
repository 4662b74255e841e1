import { AccountSettings } from '@/features/account/components/account-settings';
import { ChangePasswordDialog } from '@/features/password/components/change-password-dialog';
import { useSignedInUser } from '@/lib/auth-context';
import { QueryProvider } from '@/lib/query-provider';

/** `/account`: account settings for the signed-in user (lazy-loaded). */
export function AccountRoute() {
  const user = useSignedInUser();
  return (
    <QueryProvider>
      <AccountSettings
        user={{ email: user.email, id: user.id, created_at: user.created_at }}
        passwordAction={user.email ? <ChangePasswordDialog email={user.email} /> : null}
      />
    </QueryProvider>
  );
}
