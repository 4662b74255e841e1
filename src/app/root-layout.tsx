import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingText } from '@/components/ui/loading-text';
import { useToastRaised } from '@/lib/lazy-toast';

const AppToaster = lazy(() =>
  import('@/app/app-toaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * Wraps every screen. The toaster sits inside the router so a toast can carry a router link
 * (Access Required → /beta). The landing page shows no toast of its own, so it gets the toaster
 * (and sonner) only if the auth state raises one there.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const toastRaised = useToastRaised();
  return (
    <div className="min-h-screen bg-terminal-background font-mono text-terminal-foreground">
      <Suspense fallback={<LoadingText />}>
        <Outlet />
      </Suspense>
      {(pathname !== '/' || toastRaised) && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </div>
  );
}
