import assert from 'node:assert/strict';
import { createClarityAdapter } from '../_shared/vendors/clarity-adapter.ts';
import { routeResponseSchema } from '../_shared/contract/route-contract.ts';
import type { RefinementStyle } from '../_shared/contract/route-request-contract.ts';
import { scriptedAdapter } from '../_shared/router/fake-adapter.test-support.ts';
import { defaultRouterSettings } from '../_shared/router/router-settings.ts';
import { createVendorRouter } from '../_shared/router/vendor-router.ts';
import { refiningHandler } from './refining-handler.test-support.ts';

// The whole function with the offline engine as its vendor, as `npm run stack` runs it without
// vendor keys: the style asked for reaches the engine and shapes the refined text.

const handlerOver = refiningHandler;

const offlineOnly = () =>
  handlerOver(
    createVendorRouter({
      remote: [],
      local: createClarityAdapter(),
      settings: defaultRouterSettings,
    }),
  );

async function refine(
  handler: (request: Request) => Promise<Response>,
  text: string,
  style?: RefinementStyle,
) {
  const response = await handler(
    new Request('http://localhost/functions/v1/route', {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
      body: JSON.stringify(style ? { text, style } : { text }),
    }),
  );
  assert.equal(response.status, 200);
  return routeResponseSchema.parse(await response.json());
}

const draft =
  "Hi Maria! I just wanted to say that we don't have the results yet, but basically 12% of the samples are ready [14].";

Deno.test('the offline engine refines in the style the request names', async () => {
  const handler = offlineOnly();
  const plain = await refine(handler, draft);
  const formal = await refine(handler, draft, 'formal');
  const friendly = await refine(
    handler,
    'We do not have the results yet, but we are close.',
    'friendly',
  );
  assert.equal(plain.meta.vendor, 'local');
  assert.equal('style' in plain.meta, false);
  assert.equal(formal.meta.style, 'formal');
  assert.equal(formal.meta.vendor, 'local');
  assert.doesNotMatch(formal.refinement.refined, /n't|!/, 'no contraction, no exclamation');
  assert.match(formal.refinement.refined, /do not have/);
  assert.match(plain.refinement.refined, /don't have/, 'without a style, contractions stay');
  assert.equal(friendly.meta.style, 'friendly');
  assert.match(friendly.refinement.refined, /don't have/);
  for (const body of [plain, formal]) {
    assert.deepEqual(body.refinement.facts.missing, []);
    assert.deepEqual(
      body.refinement.facts.locked.filter((fact) => fact.hard).map((fact) => fact.text),
      ['12%', '[14]'],
    );
  }
});

Deno.test(
  'SHORTER from the offline engine has fewer words than the default refinement',
  async () => {
    const handler = offlineOnly();
    const text =
      'I think that it might be worth noting that, in my opinion, the new form is actually quite a lot clearer than the old one.';
    const plain = await refine(handler, text);
    const shorter = await refine(handler, text, 'shorter');
    assert.equal(shorter.meta.style, 'shorter');
    assert.ok(
      shorter.refinement.metrics.after.words < plain.refinement.metrics.after.words,
      `${shorter.refinement.refined} is not shorter than ${plain.refinement.refined}`,
    );
  },
);

Deno.test('when every remote vendor fails, the fallback still honours the style', async () => {
  const failing = scriptedAdapter('openai', [{ ms: 1, fail: 'server_error', status: 500 }]);
  const handler = handlerOver(
    createVendorRouter({
      remote: [failing.adapter],
      local: createClarityAdapter(),
      settings: { ...defaultRouterSettings, hedging: false, localFallback: true },
    }),
  );
  const body = await refine(handler, "We can't ship it yet!", 'formal');
  assert.equal(body.meta.fallback, true);
  assert.equal(body.meta.vendor, 'local');
  assert.equal(body.meta.style, 'formal');
  assert.equal(body.refinement.refined, 'We cannot ship it yet.');
});
