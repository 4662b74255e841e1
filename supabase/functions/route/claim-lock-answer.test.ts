import assert from 'node:assert/strict';
import { routeResponseSchema } from '../_shared/contract/route-contract.ts';
import type { UsageEvent } from '../_shared/data/usage-events.ts';
import { scriptedAdapter, type Script } from '../_shared/router/fake-adapter.test-support.ts';
import { defaultRouterSettings } from '../_shared/router/router-settings.ts';
import { createVendorRouter } from '../_shared/router/vendor-router.ts';
import { refiningHandler } from './refining-handler.test-support.ts';

// The whole function with a real router and judge: a vendor that states a claim more strongly
// than the draft is refused and failed over exactly like one that lost a number.

const draft =
  'In this cohort of 3,214 adults over 65, daily walking was associated with a lower risk of hip fracture (HR 0.78). We would like to utilize these data in the grant.';
const reply = (refined: string) => `REFINED\n${refined}\n\nCHANGES\n- "utilize" -> "use": plainer.`;
const faithful = reply(
  'In this cohort of 3,214 adults over 65, daily walking was associated with a lower risk of hip fracture (HR 0.78). We want to use these data in the grant.',
);
const overstated = reply(
  'Daily walking reduces the risk of hip fracture (HR 0.78) in this cohort of 3,214 adults over 65. We want to use these data in the grant.',
);

function handlerOver(scripts: Record<string, Script[]>, usage: UsageEvent[] = []) {
  const router = createVendorRouter({
    remote: Object.entries(scripts).map(
      ([vendor, script]) => scriptedAdapter(vendor, script).adapter,
    ),
    local: undefined,
    settings: { ...defaultRouterSettings, hedging: false, exploration: 0, localFallback: false },
  });
  return refiningHandler(router, {
    recordUsage: (event) => {
      usage.push(event);
      return Promise.resolve();
    },
    waitUntil: (promise) => void promise,
  });
}

async function send(handler: (request: Request) => Promise<Response>) {
  const response = await handler(
    new Request('http://localhost/functions/v1/route', {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
      body: JSON.stringify({ text: draft }),
    }),
  );
  assert.equal(response.status, 200);
  return routeResponseSchema.parse(await response.json());
}

const draftClaim = {
  sentence:
    'In this cohort of 3,214 adults over 65, daily walking was associated with a lower risk of hip fracture (HR 0.78).',
  strength: 'correlational',
  hedges: [],
  scope: ['In this cohort of 3,214 adults over 65'],
};

Deno.test('a vendor that overstates is failed over: the faithful one answers', async () => {
  const usage: UsageEvent[] = [];
  const body = await send(
    handlerOver(
      { openai: [{ ms: 1, text: overstated }], anthropic: [{ ms: 1, text: faithful }] },
      usage,
    ),
  );
  assert.equal(body.meta.vendor, 'anthropic');
  assert.deepEqual(
    body.meta.attempts.map((attempt) => [attempt.vendor, attempt.outcome]),
    [
      ['openai', 'invalid_response'],
      ['anthropic', 'ok'],
    ],
  );
  assert.deepEqual(body.refinement.claims, { draft: [draftClaim], changed: [] });
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(usage[0]?.rejections, { claims_overstated: 1 });
});

Deno.test(
  'when every vendor overstates, the 200 says which claim went further, and how',
  async () => {
    const body = await send(
      handlerOver({
        openai: [{ ms: 1, text: overstated }],
        anthropic: [{ ms: 1, text: overstated }],
      }),
    );
    assert.match(body.refinement.refined, /^Daily walking reduces the risk/);
    assert.deepEqual(body.refinement.claims?.changed, [
      {
        kind: 'strength',
        sentence: draftClaim.sentence,
        before: 'was associated with',
        after: 'reduces',
        to: 'causal',
      },
    ]);
    assert.deepEqual(body.refinement.facts.missing, [], 'every number was kept');
  },
);

Deno.test('the draft’s own cause in an observational finding gets a CLAIM note', async () => {
  const causal =
    'In this cohort of 3,214 adults, daily walking reduces the risk of hip fracture (HR 0.78).';
  const router = createVendorRouter({
    remote: [scriptedAdapter('openai', [{ ms: 1, text: reply(causal) }]).adapter],
    local: undefined,
    settings: { ...defaultRouterSettings, hedging: false, localFallback: false },
  });
  const response = await refiningHandler(router)(
    new Request('http://localhost/functions/v1/route', {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
      body: JSON.stringify({ text: causal }),
    }),
  );
  const body = routeResponseSchema.parse(await response.json());
  assert.ok(
    body.refinement.notes.includes(
      'CLAIM: "reduces" states a cause; if the design was observational, "was associated with lower …" says what the data show',
    ),
  );
  assert.deepEqual(body.refinement.claims?.changed, []);
});
