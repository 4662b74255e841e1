import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The render-count harness runs in jsdom like the app's component tests, but on its own. */
export default defineConfig({
  root: repositoryRoot,
  plugins: [react()],
  resolve: { alias: { '@': `${repositoryRoot}src` } },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['bench/web/**/*.harness.tsx'],
    setupFiles: ['./src/test/setup-tests.ts'],
    testTimeout: 120_000,
  },
});
