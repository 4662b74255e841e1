import type { FullConfig } from '@playwright/test';
import { e2ePorts } from './e2e-ports';
import { sharedEnvironmentVariable } from './shared-environment';
import { startTestEnvironment, type TestEnvironmentAddresses } from './test-environment';

/**
 * Starts the one product every journey shares (stack in memory + Vite) on the E2E_PORT_BASE
 * ports, and stops it after the run. Workers read its addresses from the environment.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const environment = await startTestEnvironment({ ports: e2ePorts() });
  const addresses: TestEnvironmentAddresses = {
    appUrl: environment.appUrl,
    apiUrl: environment.apiUrl,
    mailUrl: environment.mailUrl,
    publishableKey: environment.publishableKey,
    secretKey: environment.secretKey,
  };
  process.env[sharedEnvironmentVariable] = JSON.stringify(addresses);
  return environment.stop;
}
