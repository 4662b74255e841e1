import type { ImpactLoss } from '../contract/impact-contract.ts';
import type { Fact } from '../contract/refinement-contract.ts';
import type { WithheldKind } from '../privacy/withheld-kinds.ts';
import type { FactCheck } from '../refinement/fact-lock.ts';
import type { ReplyJudge, Verdict } from '../refinement/reply-judge.ts';
import type { ParsedReply } from '../refinement/reply-parsing.ts';
import { type VendorAdapter, VendorError, type VendorReply } from '../vendors/vendor-adapter.ts';

/**
 * A reply read as a refinement, with the fact check it passed (or, for the best loser, failed);
 * `output` is its whole text as the writer gets it (placeholders put back).
 */
export interface JudgedReply {
  reply: VendorReply;
  adapter: VendorAdapter;
  parsed: ParsedReply;
  facts: FactCheck;
  output: string;
}

/**
 * What a rejected reply lost: hard facts of the draft, values kept from the vendor (kinds), or
 * the draft's asks, deadline, greeting or sign-off.
 */
export interface LostByRejection {
  facts: readonly Fact[];
  withheld: readonly WithheldKind[];
  impact: readonly ImpactLoss[];
}

type KeptForLater = Extract<Verdict, { rejection: 'facts_lost' | 'impact_lost' }>;

const impactLost = (reply: KeptForLater | { impact?: readonly ImpactLoss[] }) =>
  'impact' in reply ? (reply.impact?.length ?? 0) : 0;

/**
 * Fewer hard facts lost wins; then fewer asks, deadlines, greetings or sign-offs lost; then
 * fewer soft differences; then the earlier reply.
 */
const keptMore = (
  candidate: KeptForLater,
  best: (JudgedReply & { impact?: readonly ImpactLoss[] }) | undefined,
) =>
  best === undefined ||
  candidate.facts.hardMissing < best.facts.hardMissing ||
  (candidate.facts.hardMissing === best.facts.hardMissing &&
    (impactLost(candidate) < impactLost(best) ||
      (impactLost(candidate) === impactLost(best) &&
        candidate.facts.missing.length < best.facts.missing.length)));

/**
 * One request's judging of vendor replies for the race: an accepted reply's reading is kept for
 * the answer; a rejected one becomes a failed attempt of its vendor (`invalid_response`, with
 * the rejection named for the logs), and of the replies rejected only for lost facts, or a lost
 * ask, deadline, greeting or sign-off, the one that kept the most is kept, for when no reply passes and no offline engine stands behind. A reply
 * that lost a placeholder is never kept so: what it lost could not be put back.
 */
export class JudgedReplies {
  readonly #judge: ReplyJudge;
  readonly #admitted: Promise<boolean>;
  readonly #accepted = new Map<VendorReply, JudgedReply>();
  /** What each rejection lost (kept apart from the error, which may be logged). */
  readonly #lost = new WeakMap<VendorError, LostByRejection>();
  #bestRejected: (JudgedReply & { impact?: readonly ImpactLoss[] }) | undefined;

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
      const { parsed, facts, output } = verdict;
      this.#accepted.set(reply, { reply, adapter, parsed, facts, output });
      return reply;
    }
    const kept = verdict.rejection === 'facts_lost' || verdict.rejection === 'impact_lost';
    if (kept && keptMore(verdict, this.#bestRejected)) {
      const { parsed, facts, output } = verdict;
      const impact = verdict.rejection === 'impact_lost' ? verdict.impact : [];
      this.#bestRejected = { reply, adapter, parsed, facts, output, impact };
    }
    const error = new VendorError({
      vendor: adapter.vendor,
      code: 'invalid_response',
      message: `the reply was rejected: ${verdict.rejection}`,
      retryable: true,
      rejection: verdict.rejection,
    });
    if (verdict.rejection === 'facts_lost') {
      this.#lost.set(error, {
        facts: verdict.facts.missing.filter((fact) => fact.hard),
        withheld: [],
        impact: [],
      });
    } else if (verdict.rejection === 'impact_lost') {
      this.#lost.set(error, { facts: [], withheld: [], impact: verdict.impact });
    } else if (verdict.rejection === 'placeholders_lost') {
      this.#lost.set(error, { facts: [], withheld: verdict.withheld, impact: [] });
    }
    throw error;
  };

  /** What a rejected reply lost (nothing for any other failure). */
  lostBy(error: VendorError): LostByRejection {
    return this.#lost.get(error) ?? { facts: [], withheld: [], impact: [] };
  }

  accepted(reply: VendorReply): JudgedReply | undefined {
    return this.#accepted.get(reply);
  }

  get bestRejected(): JudgedReply | undefined {
    return this.#bestRejected;
  }
}
