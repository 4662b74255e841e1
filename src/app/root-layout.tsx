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
            description: '!text-inherit',
            // The attribute selector outranks the base toast border, whatever order Tailwind emits.
            error:
              '[&[data-type=error]]:!border-terminal-danger [&[data-type=error]]:!text-terminal-danger',
          },
        }}
      />
    </div>
  );
}
