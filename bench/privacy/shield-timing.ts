import { restore } from '../../supabase/functions/_shared/privacy/placeholder-restore.ts';
import { shieldDraft } from '../../supabase/functions/_shared/privacy/privacy-shield.ts';
import { loadEveryValidatorLibrary } from '../../supabase/functions/_shared/privacy/validator-libraries.ts';
import {
  placeholdersLost,
  restoreParsedReply,
} from '../../supabase/functions/_shared/refinement/placeholder-judging.ts';
import { restoringText } from '../../supabase/functions/route/refined-text-stream.ts';
import { percentile } from '../shared/statistics.ts';

export interface TimingFigures {
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

/** The words of a text as a vendor streams them, whitespace first. */
const wordsOf = (text: string) => text.match(/\s*\S+|\s+$/g) ?? [];

/**
 * What the route adds for one request with the shield on, for an answer that echoes the masked
 * draft: mask the draft; stream the answer's words through the restorer; check the answer's
 * placeholders (its message, and the whole reply for made-up ones); put the values back in its
 * parsed parts and its whole text. Parsing and the fact lock are the judge's, not timed here.
 */
async function timeOneRequest(draft: string): Promise<number> {
  const started = performance.now();
  const { masked, vault } = await shieldDraft(draft);
  const reply = `REFINED\n${masked}\n\nCHANGES\n- none: kept as written.`;
  const stream = restoringText(vault);
  let streamed = '';
  for (const word of wordsOf(masked)) streamed += stream.push(word);
  streamed += stream.end();
  const lost = placeholdersLost({ text: reply, refined: masked }, vault);
  const parsed = restoreParsedReply({ refined: masked, changes: [], notes: [] }, vault);
  const output = restore(reply, vault);
  const elapsed = performance.now() - started;
  if (lost || parsed.refined !== draft || streamed !== draft || !output.includes(draft)) {
    throw new Error('the shield did not restore the draft exactly');
  }
  return elapsed;
}

function figuresOf(times: number[]): TimingFigures {
  return { samples: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
}

/**
 * The shield's whole cost for one request with a warm isolate (`timeOneRequest`). The drafts
 * are timed in turn, sample by sample, so a busy moment of the machine falls on all of them
 * alike and their ratios hold.
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
