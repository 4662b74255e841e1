import type { ImpactLoss } from '../contract/impact-contract.ts';
import type { RefinementStyle } from '../contract/route-request-contract.ts';
import { impactPasses, type MessageReading, readMessage } from '../impact/message-reading.ts';
import { impactLosses } from '../impact/refinement-impact.ts';
import { restore } from '../privacy/placeholder-restore.ts';
import type { PrivacyVault } from '../privacy/privacy-vault.ts';
import type { WithheldKind } from '../privacy/withheld-kinds.ts';
import { type ClaimCheck, type ClaimLock, createClaimLock } from './claim-lock.ts';
import { createFactLock, type FactCheck, type FactLock } from './fact-lock.ts';
import { placeholdersLost, restoreParsedReply } from './placeholder-judging.ts';
import { contentStems, relevanceScore, relevanceThreshold } from './relevance-check.ts';
import { type ParsedReply, parseVendorReply, stripMarkdown } from './reply-parsing.ts';
import { budgetFor, type WorkMeter } from '../text/work-meter.ts';

/** Why a vendor's reply was not accepted as a refinement of the draft. */
export type Rejection =
  | 'unparseable'
  | 'off_topic'
  | 'placeholders_lost'
  | 'facts_lost'
  | 'claims_overstated'
  | 'impact_lost';

/**
 * A reply judged. `parsed` and `output` (the whole reply as text, Markdown stripped) are what
 * the writer gets: with a masked draft, every placeholder is put back in them.
 */
export type Verdict =
  | { accepted: true; parsed: ParsedReply; facts: FactCheck; claims: ClaimCheck; output: string }
  | { accepted: false; rejection: 'unparseable' | 'off_topic' }
  | { accepted: false; rejection: 'placeholders_lost'; withheld: WithheldKind[] }
  | {
      accepted: false;
      /** A hard fact lost comes first; else a claim carried further than the draft's. */
      rejection: 'facts_lost' | 'claims_overstated';
      parsed: ParsedReply;
      facts: FactCheck;
      claims: ClaimCheck;
      output: string;
    }
  | {
      accepted: false;
      rejection: 'impact_lost';
      parsed: ParsedReply;
      facts: FactCheck;
      claims: ClaimCheck;
      output: string;
      /** The asks, deadline, greeting or sign-off of the draft the reply lost. */
      impact: ImpactLoss[];
    };

/** Judges each vendor reply to one draft; built once per request, so the draft is read once. */
export interface ReplyJudge {
  readonly lock: FactLock;
  /** The draft's claims, read once: what a reply may not state more strongly. */
  readonly claimLock: ClaimLock;
  /** Reads the draft now (its facts and content words) instead of at the first reply. */
  prepare(): void;
  /**
   * Reads the draft's claims now. Apart from `prepare`, so a caller can give a streamed answer
   * a turn between the two readings.
   */
  prepareClaims(): void;
  judge(replyText: string): Verdict;
}

/** Passes over a reply while parsing it: line endings, Markdown, lines, sections and changes. */
const parsePasses = 12;

/**
 * A reply is a refinement when it parses as one (a refined message, with or without CHANGES),
 * is about what the draft is about, and keeps every hard fact of the draft. Soft differences
 * (names, negations) never reject it: they are reported. Reading the draft, and judging each
 * reply, is counted on a budget for what it reads (`budgetFor`, by default the pipeline's): a
 * fact the budget left no room to look for counts as lost, and the check says so.
 *
 * With `vault`, the vendor was sent the draft masked (privacy/privacy-shield.ts): the reply is
 * parsed as written, its placeholders are put back, and it must also keep every placeholder
 * (`placeholders_lost` otherwise, which fails it like a lost number). Relevance and the fact
 * lock read the restored text against the draft as typed: in the masked text, `⟦EMAIL 1⟧`'s
 * "1" would read as a number.
 */
export function createReplyJudge(
  draft: string,
  options: {
    budgetFor?: (characters: number) => WorkMeter;
    vault?: PrivacyVault;
    /** The style asked for: FORMAL and FRIENDLIER may restyle the greeting and sign-off. */
    style?: RefinementStyle;
  } = {},
): ReplyJudge {
  const newBudget = options.budgetFor ?? budgetFor;
  const { vault } = options;
  // Read on first use: building the judge must not delay the vendor call it is handed to.
  let draftReading:
    { lock: FactLock; stems: ReturnType<typeof contentStems>; impact: MessageReading } | undefined;
  let claimReading: ClaimLock | undefined;
  const readDraft = () => {
    const budget = newBudget(draft.length);
    const lock = createFactLock(draft, budget);
    budget.read(draft, 1 + impactPasses);
    return { lock, stems: contentStems(draft), impact: readMessage(draft) };
  };
  const read = () => (draftReading ??= readDraft());
  const readClaims = () => (claimReading ??= createClaimLock(draft, newBudget(draft.length)));
  return {
    get lock() {
      return read().lock;
    },
    get claimLock() {
      return readClaims();
    },
    prepare: () => void read(),
    prepareClaims: () => void readClaims(),
    judge(replyText) {
      const { lock, stems } = read();
      const claimLock = readClaims();
      const budget = newBudget(draft.length + replyText.length);
      budget.read(replyText, parsePasses);
      const asWritten = parseVendorReply(replyText);
      if (!asWritten) return { accepted: false, rejection: 'unparseable' };
      const parsed = vault ? restoreParsedReply(asWritten, vault) : asWritten;
      budget.read(parsed.refined);
      const relevance = relevanceScore(stems, parsed.refined);
      if (relevance !== undefined && relevance < relevanceThreshold) {
        return { accepted: false, rejection: 'off_topic' };
      }
      const lost =
        vault && placeholdersLost({ text: replyText, refined: asWritten.refined }, vault);
      if (lost) return { accepted: false, rejection: 'placeholders_lost', withheld: lost.kinds };
      const facts = lock.check(parsed.refined, budget);
      const claims = claimLock.check(parsed.refined, budget);
      const stripped = stripMarkdown(replyText);
      const output = vault ? restore(stripped, vault) : stripped;
      if (facts.hardMissing > 0) {
        return { accepted: false, rejection: 'facts_lost', parsed, facts, claims, output };
      }
      if (claims.changed.length > 0) {
        return { accepted: false, rejection: 'claims_overstated', parsed, facts, claims, output };
      }
      // An ask or its deadline dropped, the greeting or sign-off changed: failed over like a
      // lost number, since the reader could no longer answer what the writer asked.
      budget.read(parsed.refined, impactPasses);
      const impact = impactLosses(read().impact, parsed.refined, options.style);
      if (impact.length > 0) {
        return { accepted: false, rejection: 'impact_lost', parsed, facts, claims, output, impact };
      }
      return { accepted: true, parsed, facts, claims, output };
    },
  };
}
