import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { MisconfiguredApp } from '@/app/misconfigured-app';
import { readClientEnv, type ClientEnv } from '@/lib/env';
import { authStorageKeyFor, mayHoldSession } from '@/lib/session-hint';
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
    { mayHoldSession: () => mayHoldSession(storageKey) },
  );
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders clientSource={clientSource}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
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
if (env) startApp(env);
