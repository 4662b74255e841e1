import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { LoadingText } from '@/components/ui/loading-text';

/**
 * Wraps every screen. The Toaster sits inside the router so a toast can carry a router link
 * (Access Required → /beta).
 */
export function RootLayout() {
  return (
    <div className="min-h-screen bg-terminal-background font-mono text-terminal-foreground">
      <Suspense fallback={<LoadingText />}>
        <Outlet />
      </Suspense>
      <Toaster
        theme="dark"
        position="top-right"
        closeButton
        toastOptions={{
          classNames: {
            toast:
              '!rounded-none !border !border-terminal-foreground !bg-terminal-background !font-mono !text-terminal-foreground',
            title: '!font-bold !tracking-wider',
            description: '!text-terminal-foreground',
            error:
              '!border-terminal-danger !text-terminal-danger [&_[data-description]]:!text-terminal-danger',
          },
        }}
      />
    </div>
  );
}
