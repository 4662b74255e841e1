import type { Caller } from '../_shared/auth/caller-verification.ts';
import type { QuotaDecision } from '../_shared/data/route-quota.ts';
import type { UsageEvent } from '../_shared/data/usage-events.ts';
import type { RouteRequest } from '../_shared/router/route-request.ts';
import type { QuotaCheckOrder } from './quota-gate.ts';
import type { RefinedOutcome } from './refining-route.ts';

/** Everything the handler needs from the outside world; tests pass fakes. */
export interface RouteDependencies {
  verifyCaller(authorization: string | null): Promise<Caller>;
  isEmailApproved(email: string, accessToken: string): Promise<boolean>;
  consumeQuota(userId: string): Promise<QuotaDecision>;
  /** When the vendor call starts relative to the quota check; `concurrent` unless set. */
  quotaCheckOrder?: QuotaCheckOrder;
  /**
   * Routes the text and returns the reply structured, measured and fact-checked; the deadline
   * counts from `startedAt`, the request's arrival. Once `signal` aborts (the quota refused the
   * request, or the caller went away), every vendor call is aborted and nothing is answered.
   */
  route(text: string, request: RouteRequest): Promise<RefinedOutcome>;
  recordUsage(event: UsageEvent): Promise<void>;
  /** Starts the 12-month usage purge now and then; undefined when this response is not the one. */
  sweepExpiredUsage(): Promise<number> | undefined;
  /**
   * Gets the isolate ready for a first draft after a wake (wake-up.ts), at most once per
   * isolate; without it a wake is answered and nothing more is done.
   */
  warmUp?(): Promise<void>;
  /** Keeps the isolate alive for work after the response (EdgeRuntime.waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
  /** Monotonic milliseconds, on the same clock as the router's. */
  now(): number;
  /** One structured log line. Entries never carry message or reply text (see log-safety.ts). */
  log(entry: Record<string, unknown>): void;
  newRequestId(): string;
}
