import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startLocalSupabase } from '../start-local-supabase';

/** Where the contract tests find the one stack they share. */
export interface ContractStack {
  apiUrl: string;
  mailUrl: string;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    contractStack: ContractStack;
  }
}

const fixtureFunctions = fileURLToPath(new URL('../test-fixtures/functions', import.meta.url));

/**
 * Starts ONE stack for the whole contract run (PGlite's cold start is seconds): in memory, on
 * free ports (never the developer's 54321/54324), serving the fixture functions.
 */
export default async function setup(project: TestProject) {
  const stack = await startLocalSupabase({
    memory: true,
    apiPort: 0,
    mailPort: 0,
    quiet: true,
    functionsFolder: fixtureFunctions,
    functionSettings: { 'public-echo': { verifyJwt: false } },
    functionEnvironment: { FIXTURE_GREETING: 'hello from the contract tests' },
  });
  project.provide('contractStack', {
    apiUrl: stack.apiUrl,
    mailUrl: stack.mailUrl,
    publishableKey: stack.publishableKey,
    secretKey: stack.secretKey,
    jwtSecret: stack.jwtSecret,
  });
  return () => stack.stop();
}
