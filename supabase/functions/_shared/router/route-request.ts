import type { RefinementStyle } from '../contract/route-request-contract.ts';
import type { RouteStreamSink } from '../contract/route-stream-events.ts';

/** The quota's decision on a request: true once it admitted it, false once it refused it. */
export interface Admission {
  /** The decision, for work beside the vendor call: reading it is not waiting for it. */
  readonly decided: Promise<boolean>;
  /**
   * The decision, where the answer itself cannot go on without it (a reply to judge, the offline
   * engine to start): from the first call, the quota's round trip is on the answer's path.
   */
  awaited(): Promise<boolean>;
}

/** Admitted from the start: a request no quota checks (tests, benchmarks of the router alone). */
export const alreadyAdmitted: Admission = {
  decided: Promise.resolve(true),
  awaited: () => Promise.resolve(true),
};

/**
 * One request as every layer of the route sees it, built once by the handler (with the quota
 * check's abort and admission): the draft itself travels beside it. Each layer passes it on,
 * adding only what it owns (the refining route the masked text and the judge).
 */
export interface RouteRequest {
  /** When the request arrived, on the router's clock: the deadline counts from it. */
  startedAt?: number;
  /** How the writer wants the message steered, beyond plain refinement. */
  style?: RefinementStyle;
  /** The writer asked for the offline engine alone: no AI vendor is called. */
  offline?: boolean;
  /**
   * Aborts once nobody wants the answer: the caller went away, or the quota refused it. Every
   * vendor call is then aborted and nothing is answered.
   */
  signal?: AbortSignal;
  /**
   * The quota's admission. Vendor calls may run while it is pending, but nothing reads the draft
   * before it admitted the request.
   */
  admission?: Admission;
  /** Where the refined message goes as it is written (a streamed answer). */
  stream?: RouteStreamSink;
}
