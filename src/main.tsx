import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { readClientEnv } from '@/lib/env';
import { authStorageKeyFor, mayHoldSession } from '@/lib/session-hint';
import { lazySupabaseClient } from '@/lib/supabase-client-source';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

const env = readClientEnv(import.meta.env);
const storageKey = authStorageKeyFor(env.VITE_SUPABASE_URL);
// supabase-js is most of what `/` would otherwise download: it loads when a session may exist
// or a screen needs it, so a new visitor sees the landing page without it.
const clientSource = lazySupabaseClient(
  () => import('@/lib/supabase-client').then((module) => module.createSupabaseClient(env)),
  { mayHoldSession: () => mayHoldSession(storageKey) },
);

createRoot(rootElement).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders clientSource={clientSource}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
