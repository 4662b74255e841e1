import { AccountSettings } from '@/features/account/components/account-settings';
import { useSignedInUser } from '@/lib/auth-context';

/** `/account`: account settings for the signed-in user (lazy-loaded). */
export function AccountRoute() {
  const user = useSignedInUser();
  return <AccountSettings user={{ email: user.email, id: user.id, created_at: user.created_at }} />;
}
