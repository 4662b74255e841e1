import type { RefinementStyle } from '../contract/route-contract.ts';
import type { RouteStreamSink } from '../contract/route-stream-events.ts';

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
   * The quota's admission: true once it admitted the request, false once it refused it. Vendor
   * calls may run while it is pending, but nothing reads the draft before it is true.
   */
  admitted?: Promise<boolean>;
  /** Where the refined message goes as it is written (a streamed answer). */
  stream?: RouteStreamSink;
}
