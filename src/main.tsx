import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes, preloadScreen } from '@/app/app-routes';
import { MisconfiguredApp } from '@/app/misconfigured-app';
import { readClientEnv, type ClientEnv } from '@/lib/env';
import { authStorageKeyFor, mayHoldSession, storedSessionUser } from '@/lib/session-hint';
import { lazySupabaseClient } from '@/lib/supabase-client-source';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');
const root = createRoot(rootElement);

function startApp(env: ClientEnv) {
  const storageKey = authStorageKeyFor(env.VITE_SUPABASE_URL);
  // supabase-js is most of what `/` would otherwise download: it loads when a session may exist
  // or a screen needs it, so a new visitor sees the landing page without it.
  const clientSource = lazySupabaseClient(
    () => import('@/lib/supabase-client').then((module) => module.createSupabaseClient(env)),
    {
      mayHoldSession: () => mayHoldSession(storageKey),
      storedUser: () => storedSessionUser(storageKey),
    },
  );
  // A transition: React renders the first screen in slices of a few milliseconds, so a slow
  // phone stays responsive while it boots instead of blocking for the whole render.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppProviders clientSource={clientSource}>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

/**
 * Starts the app once the module of the screen it opens on is there. The page of that path
 * (build/screen-pages-plugin.ts) has already asked for it beside this script, so this waits for
 * nothing more than the download under way; the first render is then the whole screen. A failed
 * load starts the app anyway: the screen then loads, or fails, as it would on a later visit.
 */
function startAppOnItsScreen(env: ClientEnv) {
  preloadScreen(window.location.pathname).then(
    () => startApp(env),
    (error: unknown) => {
      console.error('The first screen could not be loaded ahead.', error);
      startApp(env);
    },
  );
}

let env: ClientEnv | null = null;
try {
  env = readClientEnv(import.meta.env);
} catch (error) {
  // `npm run build` refuses such a build unless it is only for measurement; say so on the page.
  console.error(error);
  root.render(<MisconfiguredApp problem={(error as Error).message} />);
}
if (env) startAppOnItsScreen(env);
