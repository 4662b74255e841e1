import type { ImpactLoss } from '../contract/impact-contract.ts';
import type { Fact } from '../contract/refinement-contract.ts';
import type { WithheldKind } from '../privacy/withheld-kinds.ts';
import type { ClaimChange } from '../contract/claims-contract.ts';
import type { ClaimCheck } from '../refinement/claim-lock.ts';
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
  claims: ClaimCheck;
  output: string;
}

/**
 * What a rejected reply lost: hard facts of the draft, values kept from the vendor (kinds), or
 * claims it carried further than the draft, or the draft's asks, deadline, greeting or sign-off.
 */
export interface LostByRejection {
  facts: readonly Fact[];
  withheld: readonly WithheldKind[];
  claims: readonly ClaimChange[];
  impact: readonly ImpactLoss[];
}

type Checked = Extract<Verdict, { rejection: 'facts_lost' | 'claims_overstated' | 'impact_lost' }>;

/** A rejected reply kept for later, with the draft's asks, deadline, greeting or sign-off it lost. */
type KeptReply = JudgedReply & { impact: readonly ImpactLoss[] };

const impactLostBy = (verdict: Checked) =>
  verdict.rejection === 'impact_lost' ? verdict.impact : [];

/**
 * Fewer hard facts lost wins; then fewer claims carried further; then fewer asks, deadlines,
 * greetings or sign-offs lost; then fewer soft differences; then the earlier reply.
 */
function keptMore(candidate: Checked, best: KeptReply | undefined): boolean {
  if (best === undefined) return true;
  const order = [
    candidate.facts.hardMissing - best.facts.hardMissing,
    candidate.claims.changed.length - best.claims.changed.length,
    impactLostBy(candidate).length - best.impact.length,
    candidate.facts.missing.length - best.facts.missing.length,
  ];
  return (order.find((difference) => difference !== 0) ?? 0) < 0;
}

const nothingLost: LostByRejection = { facts: [], withheld: [], claims: [], impact: [] };

/**
 * One request's judging of vendor replies for the race: an accepted reply's reading is kept for
 * the answer; a rejected one becomes a failed attempt of its vendor (`invalid_response`, with
 * the rejection named for the logs), and of the replies rejected for lost facts, for claims
 * carried further, or for a lost ask, deadline, greeting or sign-off, the one that kept the most
 * is kept, for when no reply passes and no offline engine stands behind. A reply that lost a
 * placeholder is never kept so: what it lost could not be put back.
 */
export class JudgedReplies {
  readonly #judge: ReplyJudge;
  readonly #accepted = new Map<VendorReply, JudgedReply>();
  /** What each rejection lost (kept apart from the error, which may be logged). */
  readonly #lost = new WeakMap<VendorError, LostByRejection>();
  #bestRejected: KeptReply | undefined;

  constructor(judge: ReplyJudge) {
    this.#judge = judge;
  }

  readonly accept = (reply: VendorReply, adapter: VendorAdapter): VendorReply => {
    const verdict = this.#judge.judge(reply.text);
    if (verdict.accepted) {
      const { parsed, facts, claims, output } = verdict;
      this.#accepted.set(reply, { reply, adapter, parsed, facts, claims, output });
      return reply;
    }
    const checked =
      verdict.rejection === 'facts_lost' ||
      verdict.rejection === 'claims_overstated' ||
      verdict.rejection === 'impact_lost';
    if (checked && keptMore(verdict, this.#bestRejected)) {
      const { parsed, facts, claims, output } = verdict;
      const impact = impactLostBy(verdict);
      this.#bestRejected = { reply, adapter, parsed, facts, claims, output, impact };
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
        ...nothingLost,
        facts: verdict.facts.missing.filter((fact) => fact.hard),
      });
    } else if (verdict.rejection === 'claims_overstated') {
      this.#lost.set(error, { ...nothingLost, claims: verdict.claims.changed });
    } else if (verdict.rejection === 'impact_lost') {
      this.#lost.set(error, { ...nothingLost, impact: verdict.impact });
    } else if (verdict.rejection === 'placeholders_lost') {
      this.#lost.set(error, { ...nothingLost, withheld: verdict.withheld });
    }
    throw error;
  };

  /** What a rejected reply lost (nothing for any other failure). */
  lostBy(error: VendorError): LostByRejection {
    return this.#lost.get(error) ?? nothingLost;
  }

  accepted(reply: VendorReply): JudgedReply | undefined {
    return this.#accepted.get(reply);
  }

  get bestRejected(): JudgedReply | undefined {
    return this.#bestRejected;
  }
}
