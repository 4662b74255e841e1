import * as z from 'zod/mini';

/**
 * What a draft claims, and what a refinement did to those claims (`refinement.claims`), for
 * every engine alike. The app reads it with a schema of the same meaning
 * (`src/features/chat/model/claims.ts`); a test keeps the two in agreement.
 */

/**
 * How strongly a sentence states a relation: `correlational` (associated, linked, predicts,
 * higher among …), `conditional` (a cause, hedged: may reduce, suggests … improves, can shape),
 * `causal` (reduces, causes, leads to, prevents …).
 */
export const claimStrengthSchema = z.enum(['correlational', 'conditional', 'causal']);
export type ClaimStrength = z.infer<typeof claimStrengthSchema>;

/** One sentence of the draft that states a relation, with the hedges and scope it was given. */
export const claimSchema = z.object({
  sentence: z.string().check(z.minLength(1)),
  strength: claimStrengthSchema,
  /** As written: "may", "suggest", "appears to", "tended to", "preliminary". */
  hedges: z.array(z.string().check(z.minLength(1))),
  /** Who, where and when it holds for: "in aged mice", "in this sample", "during 2023". */
  scope: z.array(z.string().check(z.minLength(1))),
});
export type Claim = z.infer<typeof claimSchema>;

/**
 * What a refinement did to a claim that the claim lock refuses: raised its strength, dropped a
 * hedge with no equal one in its place, dropped a scope, quantifier or statistical qualifier,
 * or turned a past result of the study into a generic present.
 */
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
  sentence: z.string().check(z.minLength(1)),
  before: z.optional(z.string().check(z.minLength(1))),
  after: z.optional(z.string().check(z.minLength(1))),
  to: z.optional(claimStrengthSchema),
});
export type ClaimChange = z.infer<typeof claimChangeSchema>;

/** The draft's claims, and what the refined text changed of them (empty when nothing). */
export const claimsSchema = z.object({
  draft: z.array(claimSchema),
  changed: z.array(claimChangeSchema),
});
export type Claims = z.infer<typeof claimsSchema>;
