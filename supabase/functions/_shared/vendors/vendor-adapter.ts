import type { AttemptOutcome, TokenUsage } from '../contract/route-contract.ts';
import type { RefinementStyle } from '../contract/route-request-contract.ts';
import type { Rejection } from '../refinement/reply-judge.ts';
import type { ParsedReply } from '../refinement/reply-parsing.ts';

/** The longest reply any vendor is asked for, in tokens (a rewrite of at most 8,000 characters). */
export const maxReplyTokens = 1_500;

/** What a vendor returns once its answer has been validated. */
export interface VendorReply {
  text: string;
  usage?: TokenUsage;
  /** The reply already in parts (the offline engine builds it so); remote replies are parsed. */
  structured?: ParsedReply;
}

/** How one call is made: its abort signal, the style asked for, and who reads the text as it comes. */
export interface GenerateOptions {
  signal: AbortSignal;
  style?: RefinementStyle;
  /**
   * Called with each piece of the reply's text, in order, as the vendor writes it (the pieces
   * make up the reply before it is trimmed). An engine that does not stream never calls it.
   */
  onText?: (text: string) => void;
}

/**
 * One vendor behind the router. An adapter knows its wire format and nothing else: it never
 * retries, never picks another vendor and never waits beyond the signal it is given.
 */
export interface VendorAdapter {
  /** Stable vendor id (`openai`, `anthropic`, `google`, `groq`, …, `local`). */
  readonly vendor: string;
  readonly model: string;
  /**
   * Refines `text`, steered by `style` when one is given, and resolves with the whole validated
   * reply; rejects with a VendorError, or an AbortError once `signal` aborts.
   */
  generate(text: string, options: GenerateOptions): Promise<VendorReply>;
}

/** Why an upstream call failed, in the router's terms. */
export type VendorErrorCode = Exclude<AttemptOutcome, 'ok' | 'lost_hedge'>;

/** The one error every adapter throws. Its message is for logs only, never for the caller. */
export class VendorError extends Error {
  readonly vendor: string;
  readonly status: number | undefined;
  readonly code: VendorErrorCode;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  /** Set when the vendor answered, but not with a refinement of the draft. */
  readonly rejection: Rejection | undefined;

  constructor(options: {
    vendor: string;
    code: VendorErrorCode;
    message: string;
    status?: number;
    retryable: boolean;
    retryAfterMs?: number;
    rejection?: Rejection;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'VendorError';
    this.vendor = options.vendor;
    this.status = options.status;
    this.code = options.code;
    this.retryable = options.retryable;
    this.retryAfterMs = options.retryAfterMs;
    this.rejection = options.rejection;
  }
}
