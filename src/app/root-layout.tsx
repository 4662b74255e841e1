import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingText } from '@/components/ui/loading-text';
import { useToastRaised } from '@/lib/lazy-toast';

const AppToaster = lazy(() =>
  import('@/app/app-toaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * Wraps every screen. The toaster sits inside the router so a toast can carry a router link
 * (Access Required → /beta). It mounts with the first toast (every toast goes through
 * `showToast`), so no screen downloads sonner or lays out the toaster before it has something to
 * say; sonner shows a toast raised before its toaster mounted as soon as it does.
 */
export function RootLayout() {
  const toastRaised = useToastRaised();
  return (
    <div className="min-h-screen bg-terminal-background font-mono text-terminal-foreground">
      <Suspense fallback={<LoadingText />}>
        <Outlet />
      </Suspense>
      {toastRaised && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </div>
  );
}
