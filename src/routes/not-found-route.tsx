import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** Any unknown path: the 404 page; the path is logged so broken links show up in the console. */
export function NotFoundRoute() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-lg">Oops! Page not found</p>
      <Link
        to="/"
        className="underline underline-offset-4 hover:text-terminal-dim focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:outline-none"
      >
        Return to Home
      </Link>
    </main>
  );
}
