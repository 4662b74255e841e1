import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startLocalSupabase } from '../../local-supabase/start-local-supabase';
import { functionEnvironment } from './hostile-function-environment';
import { createIncidentLog } from './incident-log';
import { formatOutcomeSummary, summariseOutcomes } from './outcome-summary';
import { startStackInspector } from './stack-inspector';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback inspector of the hostile run's stack (counts, incidents, outcomes). */
    hostileInspectorUrl: string;
  }
}

const realFunctions = fileURLToPath(new URL('../../supabase/functions', import.meta.url));

/**
 * Starts ONE stack for the whole hostile run (PGlite's cold start is seconds), in memory on free
 * ports, serving the real `route` function; the contract tests' helpers find it under the same
 * `contractStack` key. At the end, prints the outcome counts by endpoint and status.
 */
export default async function setup(project: TestProject) {
  const write = (line: string) => process.stdout.write(`${line}\n`);
  const startedAt = performance.now();
  const incidentLog = createIncidentLog(write);
  const stack = await startLocalSupabase({
    memory: true,
    apiPort: 0,
    mailPort: 0,
    quiet: true,
    functionsFolder: realFunctions,
    functionEnvironment,
    logger: incidentLog.logger,
  });
  const inspector = await startStackInspector(stack, incidentLog.incidents).catch(
    async (error: unknown) => {
      await stack.stop();
      throw error;
    },
  );
  project.provide('contractStack', {
    apiUrl: stack.apiUrl,
    mailUrl: stack.mailUrl,
    publishableKey: stack.publishableKey,
    secretKey: stack.secretKey,
    jwtSecret: stack.jwtSecret,
  });
  project.provide('hostileInspectorUrl', inspector.url);
  write(`[hostile] stack ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return async () => {
    await inspector.close();
    await stack.stop();
    write(`\n${formatOutcomeSummary(summariseOutcomes(inspector.outcomes()))}\n`);
  };
}
