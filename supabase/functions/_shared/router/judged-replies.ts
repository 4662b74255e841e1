import type { Fact } from '../contract/refinement-contract.ts';
import type { FactCheck } from '../refinement/fact-lock.ts';
import type { ReplyJudge, Verdict } from '../refinement/reply-judge.ts';
import type { ParsedReply } from '../refinement/reply-parsing.ts';
import { type VendorAdapter, VendorError, type VendorReply } from '../vendors/vendor-adapter.ts';

/** A reply read as a refinement, with the fact check it passed (or, for the best loser, failed). */
export interface JudgedReply {
  reply: VendorReply;
  adapter: VendorAdapter;
  parsed: ParsedReply;
  facts: FactCheck;
}

type FactsLost = Extract<Verdict, { rejection: 'facts_lost' }>;

/** Fewer hard facts lost wins; then fewer soft differences; then the earlier reply. */
const keptMore = (candidate: FactsLost, best: JudgedReply | undefined) =>
  best === undefined ||
  candidate.facts.hardMissing < best.facts.hardMissing ||
  (candidate.facts.hardMissing === best.facts.hardMissing &&
    candidate.facts.missing.length < best.facts.missing.length);

/**
 * One request's judging of vendor replies for the race: an accepted reply's reading is kept for
 * the answer; a rejected one becomes a failed attempt of its vendor (`invalid_response`, with
 * the rejection named for the logs), and of the replies rejected only for lost facts the one that
 * kept the most is kept, for when no reply passes and no offline engine stands behind.
 */
export class JudgedReplies {
  readonly #judge: ReplyJudge;
  readonly #admitted: Promise<boolean>;
  readonly #accepted = new Map<VendorReply, JudgedReply>();
  /** The hard facts each rejection lost (kept apart from the error, which may be logged). */
  readonly #lost = new WeakMap<VendorError, readonly Fact[]>();
  #bestRejected: JudgedReply | undefined;

  /** `admitted`: the caller's quota decision; no reply is judged before it admitted the request. */
  constructor(judge: ReplyJudge, admitted: Promise<boolean> = Promise.resolve(true)) {
    this.#judge = judge;
    this.#admitted = admitted;
  }

  readonly accept = async (reply: VendorReply, adapter: VendorAdapter): Promise<VendorReply> => {
    // Refused: the caller gave up and the race is aborted, so this settles nothing.
    if (!(await this.#admitted)) throw new DOMException('the request was refused', 'AbortError');
    const verdict = this.#judge.judge(reply.text);
    if (verdict.accepted) {
      this.#accepted.set(reply, { reply, adapter, parsed: verdict.parsed, facts: verdict.facts });
      return reply;
    }
    if (verdict.rejection === 'facts_lost' && keptMore(verdict, this.#bestRejected)) {
      this.#bestRejected = { reply, adapter, parsed: verdict.parsed, facts: verdict.facts };
    }
    const error = new VendorError({
      vendor: adapter.vendor,
      code: 'invalid_response',
      message: `the reply was rejected: ${verdict.rejection}`,
      retryable: true,
      rejection: verdict.rejection,
    });
    if (verdict.rejection === 'facts_lost') {
      this.#lost.set(
        error,
        verdict.facts.missing.filter((fact) => fact.hard),
      );
    }
    throw error;
  };

  /** The hard facts of the draft a rejected reply lost (none for any other failure). */
  lostBy(error: VendorError): readonly Fact[] {
    return this.#lost.get(error) ?? [];
  }

  accepted(reply: VendorReply): JudgedReply | undefined {
    return this.#accepted.get(reply);
  }

  get bestRejected(): JudgedReply | undefined {
    return this.#bestRejected;
  }
}
