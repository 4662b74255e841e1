import { test as base } from '../support/fixtures';

interface SecurityWorkerFixtures {
  /** The production build, served by `vite preview` with its `_headers`, against the stack. */
  builtApp: { appUrl: string; outDir: string };
}

/**
 * Journeys against the app as it ships: the shared environment of the run serves the production
 * build (`vite build` for this run's stack, then `vite preview`; see support/global-setup.ts).
 * Every page of a test using this `test` (and its sign-in fixtures) is that build.
 */
export const test = base.extend<object, SecurityWorkerFixtures>({
  builtApp: [
    async ({ environment }, provide) => {
      if (!environment.buildFolder) {
        throw new Error(
          'these journeys need the production build: run them with the shared environment',
        );
      }
      await provide({ appUrl: environment.appUrl, outDir: environment.buildFolder });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ builtApp }, provide) => {
    await provide(builtApp.appUrl);
  },
});

export { expect } from '../support/fixtures';
