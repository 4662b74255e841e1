import assert from 'node:assert/strict';
import type { ReplyJudge } from '../refinement/reply-judge.ts';
import { createReplyJudge } from '../refinement/reply-judge.ts';
import type { VendorAdapter } from '../vendors/vendor-adapter.ts';
import { scriptedAdapter } from './fake-adapter.test-support.ts';
import type { Admission } from './route-request.ts';
import { testSettings } from './router-setup.test-support.ts';
import { createVendorRouter } from './vendor-router.ts';

/**
 * Before the caller's quota decided (its admission pending), vendor calls may run, but nothing reads
 * the draft: the offline engine waits, and so does the judging of a reply that came back first.
 * Refused, neither ever runs.
 */
const draft = 'We will utilize the survey in order to measure recall 3 days prior to the launch.';

function decision() {
  let decide: (admitted: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  const admission: Admission = { decided, awaited: () => decided };
  return { admission, decide };
}

const turns = async (count = 3) => {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function countingEngine() {
  const engine = { runs: 0 };
  const adapter: VendorAdapter = {
    vendor: 'local',
    model: 'retext-clarity',
    generate: () => {
      engine.runs++;
      return Promise.resolve({ text: 'REFINED\nWe will use the survey.' });
    },
  };
  return { engine, adapter };
}

function countingJudge(): { judge: ReplyJudge; judged: { count: number } } {
  const real = createReplyJudge(draft);
  const judged = { count: 0 };
  const judge: ReplyJudge = {
    get lock() {
      return real.lock;
    },
    get claimLock() {
      return real.claimLock;
    },
    prepare: () => real.prepare(),
    prepareClaims: () => real.prepareClaims(),
    judge: (reply) => {
      judged.count++;
      return real.judge(reply);
    },
  };
  return { judge, judged };
}

Deno.test('the offline engine starts only once the quota admitted the request', async () => {
  const { engine, adapter } = countingEngine();
  const router = createVendorRouter({ remote: [], local: adapter, settings: testSettings() });
  const { admission, decide } = decision();
  const routed = router.route(draft, { admission });
  await turns();
  assert.equal(engine.runs, 0, 'nothing read while the quota is out');
  decide(true);
  const outcome = await routed;
  assert.ok(outcome.ok);
  assert.equal(engine.runs, 1);
});

Deno.test('a refused request never runs the offline engine', async () => {
  const { engine, adapter } = countingEngine();
  const router = createVendorRouter({ remote: [], local: adapter, settings: testSettings() });
  const { admission, decide } = decision();
  const routed = router.route(draft, { admission });
  decide(false);
  const outcome = await routed;
  assert.equal(outcome.ok, false);
  assert.equal(engine.runs, 0);
});

Deno.test(
  'a reply that came back before the quota decided is judged once it admitted',
  async () => {
    const vendor = scriptedAdapter('fast', [
      {
        ms: 1,
        text: 'REFINED\nWe will use the survey to measure recall 3 days before the launch.',
      },
    ]);
    const router = createVendorRouter({
      remote: [vendor.adapter],
      local: undefined,
      settings: testSettings({ hedging: false }),
    });
    const { judge, judged } = countingJudge();
    const { admission, decide } = decision();
    const routed = router.route(draft, { judge, admission });
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.equal(vendor.counts.calls, 1, 'the vendor call went out with the check');
    assert.equal(judged.count, 0, 'its reply waits for the decision');
    decide(true);
    const outcome = await routed;
    assert.ok(outcome.ok);
    assert.equal(judged.count, 1);
    assert.deepEqual(outcome.facts?.missing, []);
  },
);

Deno.test('a refused request never judges the reply that came back first', async () => {
  const vendor = scriptedAdapter('fast', [{ ms: 1, text: 'REFINED\nWe will use the survey.' }]);
  const { engine, adapter } = countingEngine();
  const router = createVendorRouter({
    remote: [vendor.adapter],
    local: adapter,
    settings: testSettings({ hedging: false }),
  });
  const { judge, judged } = countingJudge();
  const { admission, decide } = decision();
  const refusal = new AbortController();
  const routed = router.route(draft, { judge, admission, signal: refusal.signal });
  await new Promise((resolve) => setTimeout(resolve, 30));
  // As the quota gate does: the call is given up first, then the decision is told.
  refusal.abort();
  decide(false);
  const outcome = await routed;
  assert.equal(outcome.ok, false);
  assert.equal(judged.count, 0);
  assert.equal(engine.runs, 0, 'and no offline fallback either');
});
