import type { QuotaCall } from './quota-calls';

export function shuffle<Item>(items: readonly Item[], random: () => number): Item[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled;
}

/**
 * `attemptsPerUser` requests for each user, shuffled, then cut into round trips the way a busy
 * isolate's coalescer cuts them: about half go alone, the rest in batches of 2 to `maxBatch`,
 * so one batch may name a user several times and many batches share users, in random order.
 */
export function mixedQuotaCalls(
  userIds: readonly string[],
  options: { attemptsPerUser: number; maxBatch: number; random: () => number },
): QuotaCall[] {
  const { random } = options;
  const attempts = shuffle(
    userIds.flatMap((userId) => Array.from({ length: options.attemptsPerUser }, () => userId)),
    random,
  );
  const calls: QuotaCall[] = [];
  while (attempts.length > 0) {
    if (random() < 0.5) {
      calls.push({ kind: 'single', userId: attempts.pop()! });
      continue;
    }
    const size = 2 + Math.floor(random() * (options.maxBatch - 1));
    calls.push({ kind: 'batch', userIds: attempts.splice(0, size) });
  }
  return calls;
}

/**
 * Waits until the current fixed window of `windowMs` has at least `roomMs` left, so a burst
 * that must fall in one window (to be counted exactly) does not straddle two.
 */
export async function waitForRoomInWindow(windowMs: number, roomMs: number): Promise<void> {
  if (roomMs >= windowMs) throw new RangeError('roomMs must be shorter than the window');
  const left = windowMs - (Date.now() % windowMs);
  if (left < roomMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** The end of the fixed window that contains `at`. */
export const windowEnd = (at: number, windowMs: number) => at - (at % windowMs) + windowMs;
