import { z } from '@/lib/zod';

/**
 * The claims of a route reply (`refinement.claims`), as the app reads them. Same meaning as the
 * server's schema in supabase/functions/_shared/contract/claims-contract.ts;
 * refinement-contract-agreement.test.ts proves the two accept and refuse the same values.
 */

/** How strongly a sentence states a relation: things that go together, a hedged cause, a cause. */
export const claimStrengthSchema = z.enum(['correlational', 'conditional', 'causal']);
export type ClaimStrength = z.infer<typeof claimStrengthSchema>;

/** One sentence of the draft that states a relation, with the hedges and scope it was given. */
export const claimSchema = z.object({
  sentence: z.string().min(1),
  strength: claimStrengthSchema,
  hedges: z.array(z.string().min(1)),
  scope: z.array(z.string().min(1)),
});
export type Claim = z.infer<typeof claimSchema>;

/** What the refined text did to a claim: raised it, or lost what qualified it. */
export const claimChangeKindSchema = z.enum([
  'strength',
  'hedge',
  'scope',
  'quantifier',
  'statistical',
  'tense',
]);
export type ClaimChangeKind = z.infer<typeof claimChangeKindSchema>;

/**
 * One change to a claim: the draft's sentence, the draft's words (`before`: the relation's cue,
 * the hedge, the scope …; absent for a relation the draft did not state) and the refined text's
 * words in their place (`after`; absent when they were dropped). A raised strength says what
 * the refined text now states (`to`).
 */
export const claimChangeSchema = z.object({
  kind: claimChangeKindSchema,
  sentence: z.string().min(1),
  before: z.string().min(1).optional(),
  after: z.string().min(1).optional(),
  to: claimStrengthSchema.optional(),
});
export type ClaimChange = z.infer<typeof claimChangeSchema>;

/** The draft's claims, and what the refined text changed of them (empty when nothing). */
export const claimsSchema = z.object({
  draft: z.array(claimSchema),
  changed: z.array(claimChangeSchema),
});
export type Claims = z.infer<typeof claimsSchema>;
