import type { TextMetrics } from '../_shared/contract/refinement-contract.ts';
import type { RefinedOutcome } from './refining-route.ts';

const helloMetrics: TextMetrics = {
  words: 1,
  sentences: 1,
  grade: 0,
  passive: 0,
  hedges: 0,
  fillers: 0,
  longSentences: 0,
  readingSeconds: 0,
  contractions: 0,
};

/** What a fake router answers: one vendor call that succeeded in 40 ms, refining "Hello." */
export const answeredOutcome: Extract<RefinedOutcome, { ok: true }> = {
  ok: true,
  output: 'REFINED\nHello.',
  streamed: false,
  vendor: 'openai',
  model: 'gpt-test',
  usage: { input: 12, output: 5 },
  attempts: [{ vendor: 'openai', model: 'gpt-test', outcome: 'ok', ms: 40, hedge: false }],
  hedged: false,
  fallback: false,
  vendorMs: 40,
  failures: [],
  parsed: { refined: 'Hello.', changes: [], notes: [] },
  facts: { missing: [], hardMissing: 0 },
  claims: { changed: [] },
  refinement: {
    refined: 'Hello.',
    changes: [],
    notes: [],
    metrics: { before: helloMetrics, after: helloMetrics },
    facts: { locked: [], missing: [] },
    claims: { draft: [], changed: [] },
  },
  refinementMs: 1.5,
};
