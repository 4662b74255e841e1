import { useMemo } from 'react';
import { ChatTerminal } from '@/features/chat/components/chat-terminal';
import { useAuth, useSignedInUser } from '@/lib/auth-context';
import { QueryProvider } from '@/lib/query-provider';

/** `/dashboard`: the chat terminal for the signed-in user (lazy-loaded). */
export function DashboardRoute() {
  const user = useSignedInUser();
  const { signOut } = useAuth();
  const chatUser = useMemo(
    () => ({ id: user.id, email: user.email ?? '', signOut }),
    [user.id, user.email, signOut],
  );
  // A different user in the same tab gets a fresh terminal with their own history.
  return (
    <QueryProvider>
      <ChatTerminal key={user.id} user={chatUser} />
    </QueryProvider>
  );
}
