import type { UsageEvent } from '../_shared/data/usage-events.ts';
import { summariseError } from './log-safety.ts';
import type { RouteDependencies } from './route-dependencies.ts';

/**
 * The work that follows a response, kept off the hot path with `waitUntil`: one usage row, and
 * now and then the 12-month retention sweep. Failures are logged, never thrown.
 */
export function scheduleAfterResponse(
  deps: RouteDependencies,
  options: { requestId: string; event: UsageEvent },
): void {
  const { requestId, event } = options;
  deps.waitUntil(
    deps.recordUsage(event).catch((error: unknown) =>
      deps.log({
        level: 'error',
        requestId,
        event: 'usage_not_recorded',
        error: summariseError(error),
      }),
    ),
  );
  const sweep = deps.sweepExpiredUsage();
  if (!sweep) return;
  deps.waitUntil(
    sweep.then(
      (deleted) => deps.log({ level: 'info', requestId, event: 'usage_purged', deleted }),
      (error: unknown) =>
        deps.log({
          level: 'error',
          requestId,
          event: 'usage_purge_failed',
          error: summariseError(error),
        }),
    ),
  );
}
