import { checkPlaceholders } from '../../supabase/functions/_shared/privacy/placeholder-check.ts';
import { restore } from '../../supabase/functions/_shared/privacy/placeholder-restore.ts';
import { shieldDraft } from '../../supabase/functions/_shared/privacy/privacy-shield.ts';
import { loadEveryValidatorLibrary } from '../../supabase/functions/_shared/privacy/validator-libraries.ts';

export interface TimingFigures {
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/**
 * The shield's whole cost for one request with a warm isolate: mask the draft, check the
 * answer's placeholders, restore it (the answer here is the masked draft echoed back).
 */
export async function timeRequests(draft: string, samples: number): Promise<TimingFigures> {
  await loadEveryValidatorLibrary();
  for (let warm = 0; warm < 50; warm++) await shieldDraft(draft);
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const started = performance.now();
    const { masked, vault } = await shieldDraft(draft);
    if (!checkPlaceholders(masked, vault).intact || restore(masked, vault) !== draft) {
      throw new Error('the shield did not restore the draft exactly');
    }
    times.push(performance.now() - started);
  }
  times.sort((left, right) => left - right);
  return { samples, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
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
