import { expect } from '@playwright/test';
import type { TestEnvironmentAddresses } from './test-environment';

/**
 * Waits until the server has stored `count` usage rows for the user. The route function writes
 * them just after each reply (batched, within 250 ms), so a journey that opens /account at
 * once waits for what the server records, as a person a moment later would see.
 */
export async function waitForUsageRows(
  environment: Pick<TestEnvironmentAddresses, 'apiUrl' | 'secretKey'>,
  userId: string,
  count: number,
): Promise<void> {
  const url = `${environment.apiUrl}/rest/v1/usage_events?select=id&user_id=eq.${userId}`;
  const stored = async () => {
    const response = await fetch(url, {
      headers: { apikey: environment.secretKey, authorization: `Bearer ${environment.secretKey}` },
    });
    if (!response.ok) throw new Error(`reading usage rows failed: ${await response.text()}`);
    return ((await response.json()) as unknown[]).length;
  };
  await expect.poll(stored, { message: `${count} usage rows for ${userId}` }).toBe(count);
}
