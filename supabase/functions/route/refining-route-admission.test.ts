import assert from 'node:assert/strict';
import type { ReplyJudge } from '../_shared/refinement/reply-judge.ts';
import { createRefiningRoute } from './refining-route.ts';
import type { RouteOutcome } from '../_shared/router/route-outcome.ts';
import type { VendorRouter } from '../_shared/router/vendor-router.ts';

/**
 * The draft is read (its facts and content words, its metrics) beside the vendor call, but only
 * once the quota admitted the request; a refused request's draft is never read.
 */
const draft = 'We will utilize the survey in order to measure recall 3 days prior to the launch.';
const answered: RouteOutcome = {
  ok: true,
  output: 'REFINED\nWe will use the survey to measure recall 3 days before the launch.',
  streamed: false,
  vendor: 'fake',
  model: 'fake-model',
  usage: undefined,
  attempts: [],
  hedged: false,
  fallback: false,
  vendorMs: 5,
  failures: [],
  parsed: {
    refined: 'We will use the survey to measure recall 3 days before the launch.',
    changes: [],
    notes: [],
  },
  facts: undefined,
  claims: undefined,
};

/** A router that answers when told to, and counts how often the judge it was handed read the draft. */
function slowRouter(outcome: RouteOutcome) {
  const reads = { count: 0 };
  let answer: () => void = () => {};
  const router: Pick<VendorRouter, 'route'> = {
    route: (_text, options) => {
      const judge = options?.judge as ReplyJudge;
      const prepare = judge.prepare;
      judge.prepare = () => {
        reads.count++;
        prepare();
      };
      return new Promise((resolve) => (answer = () => resolve(outcome)));
    },
  };
  return { router, reads, answer: () => answer() };
}

const turns = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

Deno.test('the draft is read beside the vendor call once the quota admitted it', async () => {
  const { router, reads, answer } = slowRouter(answered);
  let decide: (admitted: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  const routed = createRefiningRoute(router)(draft, {
    admission: { decided, awaited: () => decided },
  });
  await turns();
  assert.equal(reads.count, 0, 'not while the quota check is out');
  decide(true);
  await turns();
  assert.equal(reads.count, 1, 'read while the vendor still works');
  answer();
  const outcome = await routed;
  assert.ok(outcome.ok);
  assert.deepEqual(outcome.refinement.facts.missing, []);
  assert.ok(outcome.refinement.metrics.before.words > 0);
});

Deno.test('a refused request is never read', async () => {
  const { router, reads, answer } = slowRouter({
    ok: false,
    attempts: [],
    vendorMs: 0,
    failures: [],
  });
  const routed = createRefiningRoute(router)(draft, {
    admission: { decided: Promise.resolve(false), awaited: () => Promise.resolve(false) },
  });
  await turns();
  answer();
  const outcome = await routed;
  assert.equal(outcome.ok, false);
  assert.equal(reads.count, 0);
});
