import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { clientEnvironmentCheckPlugin } from './build/client-environment-check.ts';
import { contentSecurityPolicyPlugin } from './build/content-security-policy-plugin.ts';
import { sonnerStylesheets } from './build/injected-stylesheets.ts';
import { screenPagesPlugin } from './build/screen-pages-plugin.ts';

const sourceFolder = fileURLToPath(new URL('./src', import.meta.url));
// `npm run dev` serves the app on 5173; APP_PORT moves it (bench:stack runs `npm run dev` beside
// a developer's, as the stack's LOCAL_SUPABASE_*_PORT variables move the API and the mailbox).
const appPort = Number(process.env.APP_PORT ?? 5173);

export default defineConfig({
  plugins: [
    clientEnvironmentCheckPlugin(),
    react(),
    tailwindcss(),
    contentSecurityPolicyPlugin({ injectedStylesheets: sonnerStylesheets }),
    screenPagesPlugin(),
  ],
  resolve: { alias: { '@': sourceFolder } },
  server: { host: '127.0.0.1', port: appPort, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup-tests.ts'],
          // A journey typed key by key in jsdom takes 1–4 s; on a loaded 2-core machine (load
          // average 9) some passed at 5.5–11 s and failed on Vitest's default 5 s limit.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'local-supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'build/**/*.test.ts',
          ],
          exclude: [
            '**/*.contract.test.ts',
            '**/node_modules/**',
            // Deno code, tested by `npm run check:deno`.
            'bench/router/**',
            'bench/clarity-eval/**',
            'bench/impact-eval/**',
            'bench/claims-eval/**',
            'bench/privacy/**',
          ],
        },
      },
      {
        extends: true,
        test: {
          // Drives one running local stack (started once by the global setup) over HTTP.
          name: 'contract',
          environment: 'node',
          include: ['local-supabase/**/*.contract.test.ts', 'scripts/**/*.contract.test.ts'],
          globalSetup: ['./local-supabase/contract/contract-global-setup.ts'],
          env: { LITE_TELEMETRY: '0', DO_NOT_TRACK: '1' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One shared stack: files run one after another so mailbox-wide checks stay exact.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The migrations on a real PostgreSQL server (Debian's package), started once per run.
          name: 'postgres',
          environment: 'node',
          include: ['tests/postgres/**/*.test.ts'],
          globalSetup: ['./tests/postgres/postgres-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The route function on Deno 2.1 (the Edge Runtime's generation) with the variables a
          // hosted project injects, against an embedded stack it starts itself.
          name: 'edge-runtime',
          environment: 'node',
          include: ['tests/edge-runtime/**/*.test.ts'],
          env: { LITE_TELEMETRY: '0', DO_NOT_TRACK: '1' },
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Attacks the real stack (auth, RPC, the route function) over HTTP; one stack per run.
          name: 'hostile',
          environment: 'node',
          include: ['tests/hostile/**/*.test.ts'],
          globalSetup: ['./tests/hostile/hostile-global-setup.ts'],
          setupFiles: ['./tests/hostile/hostile-setup.ts'],
          env: { LITE_TELEMETRY: '0', DO_NOT_TRACK: '1' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run one after another: every case counts users, e-mails and usage rows. One
          // worker for all of them spares each file loading supabase-js again.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
