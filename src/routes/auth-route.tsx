import { AuthCard } from '@/features/auth/components/auth-card';

/** `/auth`: the LOGIN / SIGNUP card (signed-out only). */
export function AuthRoute() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <AuthCard />
    </main>
  );
}
