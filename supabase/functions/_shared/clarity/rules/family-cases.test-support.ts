import assert from 'node:assert/strict';
import { rewriteText } from '../rewriting/rewrite-rounds.ts';
import type { RuleFamilyId } from './rule-families.ts';

/** A draft and what one rule family alone makes of it. */
export interface FamilyCase {
  draft: string;
  refined: string;
}

/** The family applied alone, as a style that picked only it would apply it. */
export function rewriteWith(family: RuleFamilyId, draft: string): string {
  return rewriteText(draft, [family]).text;
}

/**
 * One Deno test per case: `rewrites` must come out as written; `leavesAlone` are the contexts
 * the family must not touch (quotes, code, URLs, titles, names, and its own false friends).
 */
export function testFamily(
  family: RuleFamilyId,
  cases: { rewrites: readonly FamilyCase[]; leavesAlone: readonly string[] },
): void {
  for (const { draft, refined } of cases.rewrites) {
    Deno.test(`${family}: "${draft}" → "${refined}"`, () => {
      assert.equal(rewriteWith(family, draft), refined);
    });
  }
  for (const draft of cases.leavesAlone) {
    Deno.test(`${family} leaves alone: "${draft}"`, () => {
      assert.equal(rewriteWith(family, draft), draft);
    });
  }
}
