import assert from 'node:assert/strict';
import type { QuotaDecision } from '../_shared/data/route-quota.ts';
import { defaultRouterSettings } from '../_shared/router/router-settings.ts';
import { createVendorRouter } from '../_shared/router/vendor-router.ts';
import type { VendorAdapter } from '../_shared/vendors/vendor-adapter.ts';
import { refiningHandler } from './refining-handler.test-support.ts';

/**
 * With the quota checked beside the vendor call (the default), a request the quota refuses costs
 * no analysis of its draft: the offline engine, the only vendor here, never runs for it.
 */
function offlineOnlyHandler(decision: QuotaDecision) {
  const engine = { runs: 0 };
  const local: VendorAdapter = {
    vendor: 'local',
    model: 'retext-clarity',
    generate: () => {
      engine.runs++;
      return Promise.resolve({ text: 'REFINED\nWe will use the survey to measure recall.' });
    },
  };
  const router = createVendorRouter({ remote: [], local, settings: defaultRouterSettings });
  // The database answers after 30 ms, as a round trip would.
  const handler = refiningHandler(router, {
    consumeQuota: () => new Promise((resolve) => setTimeout(() => resolve(decision), 30)),
    quotaCheckOrder: 'concurrent',
  });
  const send = () =>
    handler(
      new Request('http://localhost/functions/v1/route', {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'We will utilize the survey in order to measure recall.' }),
      }),
    );
  return { engine, send };
}

Deno.test('a request the quota refuses never reaches the offline engine', async () => {
  const { engine, send } = offlineOnlyHandler({ allowed: false, retry_after_seconds: 42 });
  const response = await send();
  assert.equal(response.status, 429);
  await response.body?.cancel();
  assert.equal(engine.runs, 0);
});

Deno.test('a request the quota admits is refined by it once admitted', async () => {
  const { engine, send } = offlineOnlyHandler({ allowed: true, retry_after_seconds: 0 });
  const response = await send();
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.refinement.refined, 'We will use the survey to measure recall.');
  assert.equal(engine.runs, 1);
});
