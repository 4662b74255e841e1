import { refineMessage } from '../../supabase/functions/_shared/clarity/clarity-engine.ts';
import { measureText } from '../../supabase/functions/_shared/clarity/text-metrics.ts';
import { createReplyJudge } from '../../supabase/functions/_shared/refinement/reply-judge.ts';
import { median, percentile, round2 } from '../shared/statistics.ts';

/** What the server-side analysis and the fact lock cost per reply, at one draft length. */
export interface RefinementCostRow {
  characters: number;
  /** After the vendor answered: judging its reply (parse, relevance, lock) and measuring it. */
  replyP50: number;
  replyP99: number;
  /** Reading and measuring the draft, which runs while the vendor works. */
  draftP50: number;
  draftP99: number;
}

/** A paragraph of research prose with every kind of fact the lock knows, about 500 characters. */
const paragraph =
  'We would like to kindly ask you to consider utilizing the revised protocol for the 2024 cohort (n = 112), since 12% of responses were lost in March [14]. The groups did not differ (p = 0.43), as Smith et al. (2020) found, and dosing stayed at 5 mg/kg. Data are at https://doi.org/10.1000/xyz123; write to j.doe@uni.edu by Friday, 3 pm. In order to facilitate the analysis, it is very important that BRCA1 carriers are really flagged prior to the visit. ';

function draftOf(characters: number): string {
  const text = paragraph.repeat(Math.ceil(characters / paragraph.length)).slice(0, characters);
  // End on a whole word so the reply's facts and the draft's line up as they would.
  return text.slice(0, text.lastIndexOf(' ') + 1).trim() || text;
}

const timeIt = (work: () => unknown) => {
  const startedAt = performance.now();
  work();
  return performance.now() - startedAt;
};

/**
 * Per draft length: the reply a faithful vendor would send (the offline engine's refinement in
 * the REFINED/CHANGES format), then, timed separately, the work on the reply path and the work
 * on the draft that overlaps the vendor call. In process, so only this work is measured.
 */
export async function measureRefinementCost(options: {
  lengths: readonly number[];
  iterations: number;
}): Promise<RefinementCostRow[]> {
  const rows: RefinementCostRow[] = [];
  for (const characters of options.lengths) {
    const draft = draftOf(characters);
    const { refined } = await refineMessage(draft);
    const reply = `REFINED\n${refined}\n\nCHANGES\n- "utilizing" -> "using": plainer.`;
    const judge = createReplyJudge(draft);
    if (!judge.judge(reply).accepted)
      throw new Error(`the bench reply lost a fact at ${characters}`);
    const replyMs: number[] = [];
    const draftMs: number[] = [];
    for (let round = 0; round < options.iterations + 5; round++) {
      const draftTime = timeIt(() => {
        createReplyJudge(draft);
        measureText(draft);
      });
      const replyTime = timeIt(() => {
        const verdict = judge.judge(reply);
        if (verdict.accepted) measureText(verdict.parsed.refined);
      });
      // The first rounds warm the JIT and are left out.
      if (round < 5) continue;
      draftMs.push(draftTime);
      replyMs.push(replyTime);
    }
    rows.push({
      characters: draft.length,
      replyP50: round2(median(replyMs)),
      replyP99: round2(percentile(replyMs, 99)),
      draftP50: round2(median(draftMs)),
      draftP99: round2(percentile(draftMs, 99)),
    });
  }
  return rows;
}
