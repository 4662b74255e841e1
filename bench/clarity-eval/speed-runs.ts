import { refineMessage } from '../../supabase/functions/_shared/clarity/clarity-engine.ts';
import type { Corpus } from './corpus-schema.ts';
import { percentile } from '../shared/statistics.ts';
import type { GoalCheck } from '../shared/bench-result.ts';
import { offlineGoals } from './engine-figures.ts';

/** Latency of the offline engine at one draft length. */
export interface SpeedFigures {
  characters: number;
  drafts: number;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The corpus's sentences in order: whole sentences of real drafts to build longer ones from. */
function corpusSentences(corpus: Corpus): string[] {
  return corpus.wordy.flatMap(
    (draft) => draft.draft.match(/[^.!?]+[.!?]+(?:\s|$)/g) ?? [draft.draft],
  );
}

/**
 * `count` drafts of about `length` characters, each whole sentences of the corpus in turn from a
 * different starting point, cut at the sentence end nearest to `length`.
 */
export function draftsOfLength(corpus: Corpus, length: number, count: number): string[] {
  const sentences = corpusSentences(corpus);
  return Array.from({ length: count }, (_, draftIndex) => {
    let text = '';
    let index = draftIndex * 7;
    while (text.length < length) {
      const next = sentences[index++ % sentences.length]!.trim();
      const longer = text ? `${text} ${next}` : next;
      if (longer.length > length && length - text.length < longer.length - length && text) break;
      text = longer;
    }
    return text;
  });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function timeDrafts(drafts: readonly string[], repeats: number): Promise<number[]> {
  for (const draft of drafts.slice(0, 3)) await refineMessage(draft); // warm-up: JIT and caches
  const samples: number[] = [];
  for (let round = 0; round < repeats; round++) {
    for (const draft of drafts) {
      const startedAt = performance.now();
      await refineMessage(draft);
      samples.push(performance.now() - startedAt);
    }
  }
  return samples;
}

export async function measureSpeed(
  corpus: Corpus,
  options: { characters: number; drafts: number; repeats: number },
): Promise<SpeedFigures> {
  const drafts = draftsOfLength(corpus, options.characters, options.drafts);
  const samples = await timeDrafts(drafts, options.repeats);
  const lengths = drafts.map((draft) => draft.length);
  return {
    characters: Math.round(lengths.reduce((sum, length) => sum + length, 0) / lengths.length),
    drafts: drafts.length,
    samples: samples.length,
    p50Ms: round1(percentile(samples, 50)),
    p99Ms: round1(percentile(samples, 99)),
    maxMs: round1(Math.max(...samples)),
  };
}

export function speedGoalChecks(at500: SpeedFigures, at8000: SpeedFigures): GoalCheck[] {
  return [
    {
      measure: `latency p50 / p99 at ${at500.characters} characters`,
      figure: `${at500.p50Ms} / ${at500.p99Ms} ms`,
      goal: `≤ ${offlineGoals.p50At500Ms} / ≤ ${offlineGoals.p99At500Ms} ms`,
      met: at500.p50Ms <= offlineGoals.p50At500Ms && at500.p99Ms <= offlineGoals.p99At500Ms,
    },
    {
      measure: `latency at ${at8000.characters} characters (slowest of ${at8000.samples})`,
      figure: `${at8000.maxMs} ms (p50 ${at8000.p50Ms} ms)`,
      goal: `≤ ${offlineGoals.maxAt8000Ms} ms`,
      met: at8000.maxMs <= offlineGoals.maxAt8000Ms,
    },
  ];
}
