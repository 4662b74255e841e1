/**
 * Child process: the embedded Supabase for one end-to-end environment, in memory, so every run
 * starts from the migrations and the seed. Started by test-environment.ts.
 */
import { startLocalSupabase } from '../../../../local-supabase/start-local-supabase';
import {
  announceReady,
  readServerOptions,
  stackServerOptionsSchema,
  stopOnSignal,
} from './server-protocol';

const options = readServerOptions('E2E_STACK_OPTIONS', stackServerOptionsSchema);
const stack = await startLocalSupabase({
  memory: true,
  quiet: !options.verbose,
  apiPort: options.apiPort,
  mailPort: options.mailPort,
  siteUrl: options.siteUrl,
  functionEnvironment: options.functionEnvironment,
  ...(options.functionsFolder ? { functionsFolder: options.functionsFolder } : {}),
});
stopOnSignal(stack.stop);
announceReady({
  apiUrl: stack.apiUrl,
  mailUrl: stack.mailUrl,
  publishableKey: stack.publishableKey,
  secretKey: stack.secretKey,
  functions: stack.functions,
});
