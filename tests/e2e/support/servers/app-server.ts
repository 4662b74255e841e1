/**
 * Child process: the app on Vite's dev server (what `npm run dev` serves), pointed at one
 * end-to-end stack. Started by test-environment.ts.
 */
import { fileURLToPath } from 'node:url';
import { createServer, loadConfigFromFile, mergeConfig } from 'vite';
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

// The config is read once and passed inline: a server that watched vite.config.ts would restart
// (and refuse connections for a moment) whenever someone edits it during a run.
const loaded = await loadConfigFromFile(
  { command: 'serve', mode: 'development' },
  `${repositoryRoot}vite.config.ts`,
  repositoryRoot,
);
if (!loaded) throw new Error('vite.config.ts could not be loaded');

const server = await createServer(
  mergeConfig(loaded.config, {
    root: repositoryRoot,
    configFile: false,
    // Its own dependency cache: a developer's `npm run dev` may be writing the default one.
    cacheDir: `${repositoryRoot}node_modules/.vite-e2e`,
    clearScreen: false,
    logLevel: 'warn',
    // Scan every source file for dependencies at start-up: a dependency Vite only meets when a
    // lazy screen loads would be optimised then, invalidating the modules pages already hold.
    optimizeDeps: { entries: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test/**'] },
    server: {
      host: '127.0.0.1',
      port: options.port,
      strictPort: true,
      // No hot updates: a file saved during a run must not reload a page mid-journey; the next
      // navigation gets the new code.
      hmr: false,
      // Transform every screen before the first test: dependencies discovered late would make
      // Vite re-optimise and reload the page in the middle of a journey.
      warmup: { clientFiles: ['./src/main.tsx', './src/routes/*.tsx', './src/app/*.tsx'] },
    },
  }),
);
await server.listen();
stopOnSignal(() => server.close());
announceReady({ appUrl: `http://127.0.0.1:${options.port}` });
