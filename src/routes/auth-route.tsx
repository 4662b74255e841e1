import { AuthCard } from '@/features/auth/components/auth-card';
import { QueryProvider } from '@/lib/query-provider';

/** `/auth`: the LOGIN / SIGNUP card (signed-out only). */
export function AuthRoute() {
  return (
    <QueryProvider>
      <main className="flex min-h-screen items-center justify-center p-4">
        <AuthCard />
      </main>
    </QueryProvider>
  );
}
