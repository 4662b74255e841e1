import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { readClientEnv } from '@/lib/env';
import { createSupabaseClient } from '@/lib/supabase-client';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

const supabaseClient = createSupabaseClient(readClientEnv(import.meta.env));

createRoot(rootElement).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders supabaseClient={supabaseClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
