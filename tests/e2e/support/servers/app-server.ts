/**
 * Child process: the app on Vite's dev server (what `npm run dev` serves), pointed at one
 * end-to-end stack. Started by test-environment.ts.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import {
  announceReady,
  appServerOptionsSchema,
  readServerOptions,
  stopOnSignal,
} from './server-protocol';

const options = readServerOptions('E2E_APP_OPTIONS', appServerOptionsSchema);
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

// Variables already in the environment win over .env.development (Vite's own rule).
process.env.VITE_SUPABASE_URL = options.supabaseUrl;
process.env.VITE_SUPABASE_PUBLISHABLE_KEY = options.publishableKey;

const server = await createServer({
  root: repositoryRoot,
  configFile: `${repositoryRoot}vite.config.ts`,
  // Its own dependency cache: a developer's `npm run dev` may be writing the default one.
  cacheDir: `${repositoryRoot}node_modules/.vite-e2e`,
  clearScreen: false,
  logLevel: 'warn',
  server: {
    host: '127.0.0.1',
    port: options.port,
    strictPort: true,
    // Transform every screen before the first test: dependencies discovered late would make
    // Vite re-optimise and reload the page in the middle of a journey.
    warmup: { clientFiles: ['./src/main.tsx', './src/routes/*.tsx', './src/app/*.tsx'] },
  },
});
await server.listen();
stopOnSignal(() => server.close());
announceReady({ appUrl: `http://127.0.0.1:${options.port}` });
