import { checkPlaceholders } from '../../supabase/functions/_shared/privacy/placeholder-check.ts';
import { restore } from '../../supabase/functions/_shared/privacy/placeholder-restore.ts';
import { shieldDraft } from '../../supabase/functions/_shared/privacy/privacy-shield.ts';
import { loadEveryValidatorLibrary } from '../../supabase/functions/_shared/privacy/validator-libraries.ts';
import { percentile } from '../shared/statistics.ts';

export interface TimingFigures {
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

async function timeOneRequest(draft: string): Promise<number> {
  const started = performance.now();
  const { masked, vault } = await shieldDraft(draft);
  if (!checkPlaceholders(masked, vault).intact || restore(masked, vault) !== draft) {
    throw new Error('the shield did not restore the draft exactly');
  }
  return performance.now() - started;
}

function figuresOf(times: number[]): TimingFigures {
  return { samples: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
}

/**
 * The shield's whole cost for one request with a warm isolate: mask the draft, check the
 * answer's placeholders, restore it (the answer here is the masked draft echoed back). The
 * drafts are timed in turn, sample by sample, so a busy moment of the machine falls on all of
 * them alike and their ratios hold.
 */
export async function timeRequests(drafts: string[], samples: number): Promise<TimingFigures[]> {
  await loadEveryValidatorLibrary();
  for (let warm = 0; warm < 50; warm++) {
    for (const draft of drafts) await timeOneRequest(draft);
  }
  const times = drafts.map((): number[] => []);
  for (let sample = 0; sample < samples; sample++) {
    for (const [index, draft] of drafts.entries()) times[index]!.push(await timeOneRequest(draft));
  }
  return times.map(figuresOf);
}

/** A fresh isolate's first request: module load, then a draft that loads every library. */
export async function timeColdRequest(
  draft: string,
): Promise<{ moduleMs: number; firstRequestMs: number }> {
  const worker = new Worker(new URL('./cold-shield-worker.ts', import.meta.url), {
    type: 'module',
    name: draft,
  });
  return await new Promise((resolve, reject) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message));
  });
}
