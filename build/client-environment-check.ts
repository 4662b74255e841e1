import type { Plugin } from 'vite';
import { readClientEnv } from '../src/lib/env.ts';

/** Set to 1 for a build that is only measured (bundle size, Lighthouse), never deployed. */
export const measurementBuildFlag = 'BUILD_FOR_MEASUREMENT';

/**
 * Fails `vite build` when the app it would make cannot start: without a valid
 * `VITE_SUPABASE_URL` and `VITE_SUPABASE_PUBLISHABLE_KEY` it would be a page that says only
 * "not configured". The check is the app's own (`readClientEnv`), so both agree on what is
 * valid. A build for measurement alone may skip it with BUILD_FOR_MEASUREMENT=1.
 */
export function clientEnvironmentCheckPlugin(
  processEnvironment: NodeJS.ProcessEnv = process.env,
): Plugin {
  return {
    name: 'associate:client-environment-check',
    configResolved(config) {
      if (config.command !== 'build') return;
      try {
        readClientEnv(config.env);
      } catch (error) {
        if (processEnvironment[measurementBuildFlag] === '1') {
          config.logger.warn(
            `${(error as Error).message} (${measurementBuildFlag}=1: building anyway, for measurement only; this build shows "not configured" and must not be deployed)`,
          );
          return;
        }
        throw new Error(
          `${(error as Error).message}. Set VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY to the Supabase project the app talks to (docs/deploying.md), or ${measurementBuildFlag}=1 for a build that is only measured.`,
          { cause: error },
        );
      }
    },
  };
}
