import assert from 'node:assert/strict';
import { loadCorpus } from '../clarity-eval/corpus-schema.ts';
import { loadClaimsCorpus } from './claims-corpus-schema.ts';
import { offlineClaimFigures, offlineDrafts } from './offline-claims.ts';
import { judgePair, pairFigures } from './pair-figures.ts';
import { claimGoals } from './claim-goals.ts';

/**
 * The claim lock's goals on the corpus, as assertions: a regression fails `npm test`. Speed is
 * measured by `npm run eval:claims`, never here.
 */
const corpus = await loadClaimsCorpus();

Deno.test('the judge refuses the overstated rewrites and accepts the faithful ones', () => {
  const figures = pairFigures(corpus.pairs.map(judgePair));
  assert.ok(
    figures.overstatedRefusedPercent >= claimGoals.overstatedRefusedPercent,
    `overstated refused ${figures.overstatedRefusedPercent}%: ${JSON.stringify(figures.wrong)}`,
  );
  assert.ok(
    figures.faithfulAcceptedPercent >= claimGoals.faithfulAcceptedPercent,
    `faithful accepted ${figures.faithfulAcceptedPercent}%: ${JSON.stringify(figures.wrong)}`,
  );
});

Deno.test(
  'the offline engine never carries a claim further, in any style, on any draft of either corpus',
  async () => {
    const figures = await offlineClaimFigures(offlineDrafts(corpus, await loadCorpus()));
    assert.ok(figures.refinements >= 3_000, `${figures.refinements} refinements`);
    assert.deepEqual(figures.examples, []);
    assert.equal(figures.changed, claimGoals.offlineChanged);
  },
);
