import { refineMessage } from '../../supabase/functions/_shared/clarity/clarity-engine.ts';
import { refinementStyleSchema } from '../../supabase/functions/_shared/contract/route-request-contract.ts';
import { createClaimLock } from '../../supabase/functions/_shared/refinement/claim-lock.ts';
import type { Corpus } from '../clarity-eval/corpus-schema.ts';
import type { ClaimsCorpus } from './claims-corpus-schema.ts';

/** The offline engine's refinements, each held to the claim lock against its draft. */
export interface OfflineClaimFigures {
  drafts: number;
  styles: number;
  refinements: number;
  /** Refinements that changed a claim of their draft (the goal is none). */
  changed: number;
  /** The first few that did: style, draft, what changed. */
  examples: string[];
}

export const offlineStyles = [undefined, ...refinementStyleSchema.options] as const;

/** Every text of both corpora a writer could send: sentences, pair drafts, clarity drafts. */
export function offlineDrafts(claims: ClaimsCorpus, clarity: Corpus): string[] {
  return [
    ...claims.sentences.map((sentence) => sentence.text),
    ...claims.writtenAfter.map((sentence) => sentence.text),
    ...claims.pairs.map((pair) => pair.draft),
    ...clarity.wordy.map((draft) => draft.draft),
    ...clarity.clean.map((draft) => draft.draft),
    ...clarity.informal.map((draft) => draft.draft),
  ];
}

/**
 * The offline engine on every draft in every style, each refinement held to the claim lock:
 * the property "never strengthens a claim" measured as a count.
 */
export async function offlineClaimFigures(drafts: readonly string[]): Promise<OfflineClaimFigures> {
  let refinements = 0;
  const examples: string[] = [];
  let changed = 0;
  for (const style of offlineStyles) {
    for (const draft of drafts) {
      const { refined } = await refineMessage(draft, style ? { style } : {});
      refinements++;
      const check = createClaimLock(draft).check(refined);
      if (check.changed.length === 0) continue;
      changed++;
      if (examples.length < 5) {
        const what = check.changed.map((change) => `${change.kind} "${change.before ?? ''}"`);
        examples.push(`${style ?? 'default'}: ${what.join(', ')} in "${draft.slice(0, 60)}…"`);
      }
    }
  }
  return { drafts: drafts.length, styles: offlineStyles.length, refinements, changed, examples };
}
