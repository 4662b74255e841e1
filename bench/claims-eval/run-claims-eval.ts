import { info, judged, type Row, startRun } from '../shared/bench-result.ts';
import { formatDecimal } from '../shared/format.ts';
import { type ClaimsCorpus, loadClaimsCorpus } from './claims-corpus-schema.ts';
import { judgePair, type PairFigures, pairFigures } from './pair-figures.ts';

/** The goals for the pairs: the judge refuses the overstated and accepts the faithful. */
export const pairGoals = { overstatedRefusedPercent: 95, faithfulAcceptedPercent: 95 };

function corpusRows(corpus: ClaimsCorpus): Row[] {
  const byStrength: Record<string, number> = {};
  for (const { strength } of corpus.sentences)
    byStrength[strength] = (byStrength[strength] ?? 0) + 1;
  const fields = new Set(corpus.sentences.map((sentence) => sentence.field)).size;
  return [
    info(
      'corpus: sentences (correlational / conditional / causal / none), fields',
      `${corpus.sentences.length} (${byStrength.correlational} / ${byStrength.conditional} / ${byStrength.causal} / ${byStrength.none}), ${fields}`,
    ),
  ];
}

function pairRows(figures: PairFigures): Row[] {
  const ids = figures.wrong.map((outcome) => outcome.id);
  const wrong = ids.length <= 6 ? ids.join(', ') : `${ids.length}: ${ids.slice(0, 5).join(', ')} …`;
  return [
    judged(
      `judge: overstated rewrites refused (of ${figures.overstated})`,
      `${formatDecimal(figures.overstatedRefusedPercent)}%`,
      `≥ ${pairGoals.overstatedRefusedPercent}%`,
      figures.overstatedRefusedPercent >= pairGoals.overstatedRefusedPercent,
    ),
    judged(
      `judge: faithful rewrites accepted (of ${figures.faithful})`,
      `${formatDecimal(figures.faithfulAcceptedPercent)}%`,
      `≥ ${pairGoals.faithfulAcceptedPercent}%`,
      figures.faithfulAcceptedPercent >= pairGoals.faithfulAcceptedPercent,
    ),
    info('↳ judged wrongly', ids.length === 0 ? 'none' : wrong),
  ];
}

/**
 * `npm run eval:claims`: the route's judge on the corpus's pairs (each rewrite sent back as a
 * vendor's reply to its draft). Prints a table and saves bench/results/claims.json. A missed
 * goal is a result, not a failure: `claims-corpus.test.ts` holds the goals as assertions.
 */
async function main(): Promise<void> {
  const run = startRun('claims');
  const corpus = await loadClaimsCorpus();
  const pairs = pairFigures(corpus.pairs.map(judgePair));
  await run.save([...corpusRows(corpus), ...pairRows(pairs)], { pairs });
}

await main();
