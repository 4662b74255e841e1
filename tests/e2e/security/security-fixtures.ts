import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../../local-supabase/functions/free-port';
import { loopback } from '../support/e2e-ports';
import { test as base } from '../support/fixtures';
import { startChildServer } from '../support/servers/child-server';
import {
  previewReadySchema,
  type PreviewReady,
  type PreviewServerOptions,
} from './preview-protocol';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface SecurityWorkerFixtures {
  /** The production build, served by `vite preview` with its `_headers`, against the stack. */
  builtApp: PreviewReady;
}

/**
 * Journeys against the app as it ships: `vite build` for this run's stack, then `vite preview`.
 * Every page of a test using this `test` (and its sign-in fixtures) is the production build.
 */
export const test = base.extend<object, SecurityWorkerFixtures>({
  builtApp: [
    async ({ environment }, provide) => {
      const port = await findFreePort(loopback);
      const runFolder = path.join(repositoryRoot, 'test-results', 'production-build', String(port));
      const options: PreviewServerOptions = {
        port,
        outDir: path.join(runFolder, 'dist'),
        supabaseUrl: environment.apiUrl,
        publishableKey: environment.publishableKey,
      };
      const server = await startChildServer({
        entry: fileURLToPath(new URL('./preview-server.ts', import.meta.url)),
        name: 'preview',
        environment: { E2E_PREVIEW_OPTIONS: JSON.stringify(options) },
        readySchema: previewReadySchema,
        logFolder: runFolder,
        timeoutMs: 180_000,
      });
      try {
        await provide(server.ready);
      } finally {
        await server.stop();
        // The log beside it stays, for a failed run; the build is made again next time.
        rmSync(options.outDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ builtApp }, provide) => {
    await provide(builtApp.appUrl);
  },
});

export { expect } from '../support/fixtures';
