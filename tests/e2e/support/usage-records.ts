import { expect } from '@playwright/test';
import type { TestEnvironmentAddresses } from './test-environment';

type Environment = Pick<TestEnvironmentAddresses, 'apiUrl' | 'secretKey'>;

async function readRows(environment: Environment, path: string): Promise<unknown[]> {
  const response = await fetch(`${environment.apiUrl}/rest/v1/${path}`, {
    headers: { apikey: environment.secretKey, authorization: `Bearer ${environment.secretKey}` },
  });
  if (!response.ok) throw new Error(`reading ${path} failed: ${await response.text()}`);
  return (await response.json()) as unknown[];
}

/**
 * Waits until the server has recorded `count` messages of the user: their usage rows and their
 * quota count. The route function writes usage rows just after each reply (batched, within
 * 250 ms), so a journey that opens /account at once waits for what the server records, as a
 * person a moment later would see it.
 */
export async function waitForRecordedMessages(
  environment: Environment,
  userId: string,
  count: number,
): Promise<void> {
  const usageRows = () =>
    readRows(environment, `usage_events?select=id&user_id=eq.${userId}`).then(
      (rows) => rows.length,
    );
  const countedToday = () =>
    readRows(environment, `route_quota?select=day_count&user_id=eq.${userId}`).then(
      (rows) => (rows[0] as { day_count?: number } | undefined)?.day_count ?? 0,
    );
  await expect.poll(usageRows, { message: `${count} usage rows for ${userId}` }).toBe(count);
  await expect.poll(countedToday, { message: `${count} messages counted today` }).toBe(count);
}
