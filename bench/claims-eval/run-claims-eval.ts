import { info, judged, type Row, startRun } from '../shared/bench-result.ts';
import { formatDecimal, ms } from '../shared/format.ts';
import { loadCorpus } from '../clarity-eval/corpus-schema.ts';
import { type ClaimsCorpus, loadClaimsCorpus } from './claims-corpus-schema.ts';
import { claimGoals } from './claim-goals.ts';
import { claimCost, craftedClaimCost, sampleCrafted } from './claims-cost.ts';
import { offlineClaimFigures, offlineDrafts } from './offline-claims.ts';
import { judgePair, type PairFigures, pairFigures } from './pair-figures.ts';
import { type ReadingFigures, readingFigures } from './reading-figures.ts';

const percent = (value: number) => `${formatDecimal(100 * value)}%`;
const f1 = (value: number) => formatDecimal(value);

function corpusRow(corpus: ClaimsCorpus): Row {
  const count: Record<string, number> = {};
  for (const { strength } of corpus.sentences) count[strength] = (count[strength] ?? 0) + 1;
  const fields = new Set(corpus.sentences.map((sentence) => sentence.field)).size;
  return info(
    'corpus: sentences (correlational / conditional / causal / none), fields; pairs',
    `${corpus.sentences.length} (${count.correlational} / ${count.conditional} / ${count.causal} / ${count.none}), ${fields}; ${corpus.pairs.length}`,
  );
}

function readingRows(name: string, figures: ReadingFigures): Row[] {
  const { strength } = figures;
  const byClass = strength.classes.map((each) => `${each.label} ${f1(each.f1)}`).join(' · ');
  const phrase = (label: string, { recall, precision }: ReadingFigures['hedges']) =>
    `${label} ${percent(recall)} / ${percent(precision)}`;
  return [
    info(`${name}: strength macro-F1 (${figures.sentences} sentences)`, f1(strength.macroF1)),
    info('↳ F1 per class', byClass),
    info(
      '↳ recall / precision of hedges, scope, quantifiers, statistical qualifiers',
      [
        phrase('hedges', figures.hedges),
        phrase('scope', figures.scope),
        phrase('quantifiers', figures.quantifiers),
        phrase('statistical', figures.statistical),
      ].join(' · '),
    ),
    info('↳ tense of the relations', `${figures.tense.right} of ${figures.tense.of}`),
  ];
}

function pairRows(figures: PairFigures): Row[] {
  const ids = figures.wrong.map((outcome) => outcome.id);
  const wrong = ids.length <= 6 ? ids.join(', ') : `${ids.length}: ${ids.slice(0, 5).join(', ')} …`;
  return [
    judged(
      `judge: overstated rewrites refused (of ${figures.overstated})`,
      `${formatDecimal(figures.overstatedRefusedPercent)}%`,
      `≥ ${claimGoals.overstatedRefusedPercent}%`,
      figures.overstatedRefusedPercent >= claimGoals.overstatedRefusedPercent,
    ),
    judged(
      `judge: faithful rewrites accepted (of ${figures.faithful})`,
      `${formatDecimal(figures.faithfulAcceptedPercent)}%`,
      `≥ ${claimGoals.faithfulAcceptedPercent}%`,
      figures.faithfulAcceptedPercent >= claimGoals.faithfulAcceptedPercent,
    ),
    info('↳ judged wrongly', ids.length === 0 ? 'none' : wrong),
  ];
}

/**
 * `npm run eval:claims`: the claim reading on the labelled sentences (those it was developed on,
 * and those written after it), the route's judge on the pairs (each rewrite sent back as a
 * vendor's reply), the offline engine held to the claim lock in every style, and the cost.
 * Prints a table and saves bench/results/claims.json. A missed goal is a result, not a failure:
 * the Deno tests beside this file hold the goals as assertions.
 */
async function main(): Promise<void> {
  const run = startRun('claims');
  const corpus = await loadClaimsCorpus();
  const clarity = await loadCorpus();
  const developed = readingFigures(corpus.sentences);
  const after = readingFigures(corpus.writtenAfter);
  const pairs = pairFigures(corpus.pairs.map(judgePair));
  console.log('running the offline engine in every style on both corpora…');
  const offline = await offlineClaimFigures(offlineDrafts(corpus, clarity));
  const texts = corpus.sentences.map((sentence) => sentence.text);
  const at500 = claimCost(texts, { length: 500, drafts: 20, repeats: 20 });
  const at8000 = claimCost(texts, { length: 8_000, drafts: 5, repeats: 20 });
  const crafted = craftedClaimCost(sampleCrafted(12, 32), 5);
  const ratio =
    at8000.readingP50Ms /
    Math.max(at500.readingP50Ms, 0.001) /
    (at8000.characters / at500.characters);
  const rows: Row[] = [
    corpusRow(corpus),
    ...readingRows('reading, corpus it was developed on', developed),
    ...readingRows('reading, sentences written after the rules', after),
    ...pairRows(pairs),
    judged(
      `offline engine: refinements that changed a claim (${offline.drafts} drafts × ${offline.styles} styles)`,
      `${offline.changed} of ${offline.refinements}`,
      `${claimGoals.offlineChanged}`,
      offline.changed <= claimGoals.offlineChanged,
    ),
    judged(
      `claim reading: p50 at ${at8000.characters} characters (p99; at ${at500.characters})`,
      `${ms(at8000.readingP50Ms)} (${ms(at8000.readingP99Ms)}; ${ms(at500.readingP50Ms)})`,
      `≤ ${claimGoals.readingP50At8000Ms} ms`,
      at8000.readingP50Ms <= claimGoals.readingP50At8000Ms,
    ),
    info('↳ per character, 8,000 against 500 (1 = linear)', formatDecimal(ratio)),
    info(
      '↳ claim lock on a reply of that length, p50',
      `${ms(at500.checkP50Ms)} / ${ms(at8000.checkP50Ms)}`,
    ),
    judged(
      `crafted drafts: worst claim reading at 8,000 / 4,000 characters (${crafted.drafts} drafts)`,
      `${ms(crafted.worst8000Ms)} / ${ms(crafted.worst4000Ms)} (× ${formatDecimal(crafted.ratio)})`,
      `≤ × ${claimGoals.linearRatio}`,
      crafted.ratio <= claimGoals.linearRatio,
    ),
  ];
  await run.save(rows, { developed, after, pairs, offline, cost: { at500, at8000, crafted } });
}

await main();
