import type { FullConfig } from '@playwright/test';
import { e2ePorts } from './e2e-ports';
import { sharedEnvironmentVariable } from './shared-environment';
import { startTestEnvironment, type TestEnvironmentAddresses } from './test-environment';

/**
 * Starts the one product most journeys share (stack in memory + the app's production build) on
 * the E2E_PORT_BASE ports, and stops it after the run. Workers read its addresses from the
 * environment. The build is what users get, and its pages load several times faster than the
 * dev server's hundreds of modules (one journey, account-quota, drives the dev server).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const environment = await startTestEnvironment({ ports: e2ePorts(), app: 'production-build' });
  const addresses: TestEnvironmentAddresses = {
    appUrl: environment.appUrl,
    buildFolder: environment.buildFolder,
    apiUrl: environment.apiUrl,
    mailUrl: environment.mailUrl,
    publishableKey: environment.publishableKey,
    secretKey: environment.secretKey,
  };
  process.env[sharedEnvironmentVariable] = JSON.stringify(addresses);
  return environment.stop;
}
