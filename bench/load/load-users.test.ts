import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './load-users';

describe('mapWithConcurrency', () => {
  it('keeps the input order and never runs more than the limit at once', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const results = await mapWithConcurrency(
      [5, 1, 4, 2, 3, 0],
      async (delay) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, delay));
        running--;
        return delay * 10;
      },
      { concurrency: 2 },
    );
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(mostAtOnce).toBe(2);
  });

  it('rejects with the first failure', async () => {
    await expect(
      mapWithConcurrency(
        [1, 2, 3],
        async (value) => {
          if (value === 2) throw new Error('sign-up of 2 failed');
          return value;
        },
        { concurrency: 3 },
      ),
    ).rejects.toThrow('sign-up of 2 failed');
  });
});
