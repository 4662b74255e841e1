import { z } from 'zod';
import type { TestEnvironmentAddresses } from './test-environment';

/** Global setup hands the shared environment's addresses to the workers in this variable. */
export const sharedEnvironmentVariable = 'E2E_SHARED_ENVIRONMENT';

const addressesSchema = z.object({
  appUrl: z.url(),
  buildFolder: z.string().min(1).optional(),
  apiUrl: z.url(),
  mailUrl: z.url(),
  publishableKey: z.string().min(1),
  secretKey: z.string().min(1),
});

/** The environment global setup started; fails clearly when the tests run without it. */
export function readSharedEnvironment(): TestEnvironmentAddresses {
  const text = process.env[sharedEnvironmentVariable];
  if (!text)
    throw new Error(`${sharedEnvironmentVariable} is not set: run through npm run test:e2e`);
  return addressesSchema.parse(JSON.parse(text));
}
