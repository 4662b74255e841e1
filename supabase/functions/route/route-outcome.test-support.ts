import type { RouteOutcome } from '../_shared/router/vendor-router.ts';

/** What a fake router answers: one vendor call that succeeded in 40 ms. */
export const answeredOutcome: RouteOutcome = {
  ok: true,
  output: 'REFINED\nHello.',
  vendor: 'openai',
  model: 'gpt-test',
  usage: { input: 12, output: 5 },
  attempts: [{ vendor: 'openai', model: 'gpt-test', outcome: 'ok', ms: 40, hedge: false }],
  hedged: false,
  fallback: false,
  vendorMs: 40,
  failures: [],
};
