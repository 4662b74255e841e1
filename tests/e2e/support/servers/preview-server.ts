/**
 * Child process: the production build of the app (`vite build`, as a deploy makes it) served by
 * `vite preview` with the headers of the build's `_headers` file, pointed at one end-to-end stack.
 * Started by test-environment.ts.
 */
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { announceReady, readServerOptions, stopOnSignal } from './server-protocol';
import { previewServerOptionsSchema } from './preview-protocol';

const options = readServerOptions('E2E_PREVIEW_OPTIONS', previewServerOptionsSchema);
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const configFile = `${repositoryRoot}vite.config.ts`;

// Variables already in the environment win over the .env files (Vite's own rule).
process.env.VITE_SUPABASE_URL = options.supabaseUrl;
process.env.VITE_SUPABASE_PUBLISHABLE_KEY = options.publishableKey;

await build({
  root: repositoryRoot,
  configFile,
  mode: 'production',
  logLevel: 'warn',
  build: { outDir: options.outDir, emptyOutDir: true, chunkSizeWarningLimit: 4_096 },
});
const server = await preview({
  root: repositoryRoot,
  configFile,
  mode: 'production',
  logLevel: 'warn',
  build: { outDir: options.outDir },
  preview: { host: '127.0.0.1', port: options.port, strictPort: true },
});
stopOnSignal(async () => {
  await server.close();
});
announceReady({ appUrl: `http://127.0.0.1:${options.port}`, outDir: options.outDir });
