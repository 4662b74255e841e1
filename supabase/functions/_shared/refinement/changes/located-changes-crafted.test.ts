import fc from 'fast-check';
import assert from 'node:assert/strict';
import {
  craftedLengths,
  craftedPattern,
  describe,
  reportedDraft,
  writeAt,
} from '../crafted-drafts.test-support.ts';
import { craftedReply, replyShapes } from './crafted-replies.test-support.ts';
import { alignmentBudgetFor, locateChanges, maxPlacedChanges } from './located-changes.ts';

/**
 * Bounded work for any reply: a crafted draft, at each crafted length, against replies a vendor
 * could write to it (another crafted text, every word rewritten, its words reversed), with
 * CHANGES lines quoting stretches found all over it. The placing costs at most
 * `stepsPerCharacterAtMost` steps a character of draft and reply, at every length (so it grows
 * at most linearly), and what it places is still exact. How long the worst takes is
 * `npm run bench:adversarial`.
 */
const stepsPerCharacterAtMost = 200;

Deno.test('crafted drafts and replies cost the placing steps in proportion to their length', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.constant(reportedDraft), craftedPattern),
      craftedPattern,
      fc.constantFrom(...replyShapes),
      (pattern, other, shape) => {
        for (const length of craftedLengths) {
          const draft = writeAt(pattern, length).trim() || 'x';
          const { refined, lines } = craftedReply(draft, shape, other);
          const characters = draft.length + refined.length;
          const budget = alignmentBudgetFor(characters);
          const changes = locateChanges(draft, refined, lines, budget);
          assert.ok(
            budget.steps <= stepsPerCharacterAtMost * characters + 250_000,
            `${describe(pattern)} (${shape}) at ${length}: ${budget.steps} steps`,
          );
          const placed = changes.filter((change) => change.at);
          assert.ok(placed.length <= maxPlacedChanges);
          for (const { at, before, after } of placed) {
            assert.equal(draft.slice(at!.draft.start, at!.draft.end), before);
            assert.equal(refined.slice(at!.refined.start, at!.refined.end), after);
          }
        }
      },
    ),
    // Seeded so CI repeats it; other seeds explore other drafts.
    { numRuns: 30, seed: 2212 },
  );
});
