/** Per-lane call accounting, the evidence behind the chaos matrix's call counts. */
export interface LaneStats {
  /** Calls received. */
  calls: number;
  /** Calls still being served (a loser the router failed to abort stays here). */
  open: number;
  maxOpen: number;
  /** Calls whose client went away before the answer. */
  abandoned: number;
  /** Calls that got the lane's fault. */
  faulted: number;
}

export const emptyStats = (): LaneStats => ({
  calls: 0,
  open: 0,
  maxOpen: 0,
  abandoned: 0,
  faulted: 0,
});

/** One call's arrival and the moment its answer was handed back (performance.now(), ms). */
export interface CallTiming {
  arrivedAt: number;
  answeredAt: number;
}

/**
 * One call as the mock received it: what a vendor would see of a request (the privacy tests
 * look for a value kept back in any of it).
 */
export interface ReceivedCall {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The calls of a lane kept for inspection: the latest ones, so a long run holds a bounded few. */
export const receivedCallsKept = 50;
