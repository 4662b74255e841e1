import { parseArgs } from 'node:util';

/** How hard and how long `npm run bench:load` drives the stack. */
export interface LoadSettings {
  quick: boolean;
  /** Signed-in users, one keep-alive connection each, for the route phase. */
  users: number;
  /** Sign-ups in flight at once before the timed windows (the stack hashes on one core). */
  signUpConcurrency: number;
  /** The mock vendor's fixed latency; the route's p99 goal is three times this. */
  vendorLatencyMs: number;
  routeWindowSeconds: number;
  emailCheckConnections: number;
  emailCheckWindowSeconds: number;
  /** One connection, quota check first and then alongside the vendor: each this long. */
  quotaOrderWindowSeconds: number;
  /** Longer than the router's 25 s deadline, so only a request the stack dropped times out. */
  requestTimeoutSeconds: number;
}

export const loadUsage = `Usage: npm run bench:load [-- --quick]

  --quick   10 s windows instead of 60 s (route) and 30 s (is_email_allowed), for development`;

/** Reads the command line; throws a readable error on anything unknown. */
export function parseLoadArguments(argv: readonly string[]): LoadSettings {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: { quick: { type: 'boolean', default: false } },
  });
  const quick = values.quick ?? false;
  return {
    quick,
    users: 100,
    signUpConcurrency: 4,
    vendorLatencyMs: 200,
    routeWindowSeconds: quick ? 10 : 60,
    emailCheckConnections: 200,
    emailCheckWindowSeconds: quick ? 10 : 30,
    quotaOrderWindowSeconds: quick ? 8 : 20,
    requestTimeoutSeconds: 30,
  };
}
