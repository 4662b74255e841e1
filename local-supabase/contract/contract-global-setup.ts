import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startLocalSupabase } from '../start-local-supabase';
import { startThrowawayHttpsServer } from './throwaway-https-server';

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
 *
 * For the trust test, two loopback HTTPS servers each get a throw-away CA; the stack runs as on
 * a machine whose only trust setting for the first CA is NODE_EXTRA_CA_CERTS (as behind a
 * TLS-inspecting proxy), and nothing names the second.
 */
export default async function setup(project: TestProject) {
  const trusted = await startThrowawayHttpsServer('hello over TLS');
  const untrusted = await startThrowawayHttpsServer('must not be reached');
  const stack = await startLocalSupabase({
    memory: true,
    apiPort: 0,
    mailPort: 0,
    quiet: true,
    functionsFolder: fixtureFunctions,
    functionSettings: {
      'public-echo': { verifyJwt: false },
      'trust-probe': { verifyJwt: false },
    },
    functionEnvironment: {
      FIXTURE_GREETING: 'hello from the contract tests',
      TRUST_PROBE_TRUSTED_URL: trusted.url,
      TRUST_PROBE_UNTRUSTED_URL: untrusted.url,
    },
    processEnvironment: { ...process.env, NODE_EXTRA_CA_CERTS: trusted.certificateAuthorityFile },
  });
  project.provide('contractStack', {
    apiUrl: stack.apiUrl,
    mailUrl: stack.mailUrl,
    publishableKey: stack.publishableKey,
    secretKey: stack.secretKey,
    jwtSecret: stack.jwtSecret,
  });
  return async () => {
    await stack.stop();
    await trusted.stop();
    await untrusted.stop();
  };
}
