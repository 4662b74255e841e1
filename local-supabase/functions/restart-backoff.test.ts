import { describe, expect, it } from 'vitest';
import { RestartBackoff } from './restart-backoff';

describe('restart backoff', () => {
  it('doubles the delay after each quick exit, up to 30 s', () => {
    const backoff = new RestartBackoff();

    const delays = Array.from({ length: 10 }, () => backoff.delayAfterExit(100));

    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts again from 250 ms after a run that lasted 30 s', () => {
    const backoff = new RestartBackoff();
    for (let exit = 0; exit < 5; exit += 1) backoff.delayAfterExit(100);

    expect(backoff.delayAfterExit(30_000)).toBe(250);
    expect(backoff.delayAfterExit(100)).toBe(500);
  });
});
