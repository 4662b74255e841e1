import assert from 'node:assert/strict';
import { routeResponseSchema } from '../_shared/contract/route-contract.ts';
import { scriptedAdapter, type Script } from '../_shared/router/fake-adapter.test-support.ts';
import { defaultRouterSettings } from '../_shared/router/router-settings.ts';
import { createVendorRouter } from '../_shared/router/vendor-router.ts';
import { refiningHandler } from './refining-handler.test-support.ts';

// The whole function over scripted vendors: `refinement.impact` for a vendor's answer, and a
// vendor that dropped the ask failed over like one that lost a number.

const draft = [
  'Hi Tomás,',
  '',
  'The discussion is still weak. Since you ran the pilot, you know its limits. Could you send me your comments by Friday 14 March?',
  '',
  'Thanks!',
  'Ines',
].join('\n');
const reply = (refined: string) => `REFINED\n${refined}\n\nCHANGES\n- led with the request`;
const leading = reply(
  'Hi Tomás,\n\nCould you send me your comments by Friday 14 March? The discussion is still weak, and you know the pilot’s limits.\n\nThanks!\nInes',
);
const askDropped = reply(
  'Hi Tomás,\n\nThe discussion is still weak, and you know the pilot’s limits. Your comments by Friday 14 March would help.\n\nThanks!\nInes',
);

function handlerOver(scripts: Record<string, Script[]>, options: { localFallback: boolean }) {
  const router = createVendorRouter({
    remote: Object.entries(scripts).map(
      ([vendor, script]) => scriptedAdapter(vendor, script).adapter,
    ),
    local: undefined,
    settings: {
      ...defaultRouterSettings,
      hedging: false,
      exploration: 0,
      localFallback: options.localFallback,
    },
  });
  return refiningHandler(router);
}

async function send(handler: (request: Request) => Promise<Response>, style?: string) {
  const response = await handler(
    new Request('http://localhost/functions/v1/route', {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
      body: JSON.stringify({ text: draft, ...(style ? { style } : {}) }),
    }),
  );
  assert.equal(response.status, 200);
  return routeResponseSchema.parse(await response.json());
}

Deno.test(
  'a vendor’s answer carries refinement.impact, the draft and the answer read alike',
  async () => {
    const body = await send(
      handlerOver({ openai: [{ ms: 1, text: leading }] }, { localFallback: false }),
    );
    assert.deepEqual(body.refinement.impact, {
      point: 'Could you send me your comments by Friday 14 March?',
      position: { before: 3, after: 1 },
      asks: 1,
      deadline: 'by Friday 14 March',
      words: { before: 24, after: 21 },
      lost: [],
    });
  },
);

Deno.test('a vendor that dropped the ask is failed over to the next', async () => {
  const body = await send(
    handlerOver(
      { openai: [{ ms: 1, text: askDropped }], anthropic: [{ ms: 1, text: leading }] },
      { localFallback: false },
    ),
  );
  assert.equal(body.meta.vendor, 'anthropic');
  assert.deepEqual(body.refinement.impact?.lost, []);
});

Deno.test(
  'when every vendor dropped it, the answer says so: the lost ask in impact.lost',
  async () => {
    const body = await send(
      handlerOver(
        { openai: [{ ms: 1, text: askDropped }], anthropic: [{ ms: 1, text: askDropped }] },
        { localFallback: false },
      ),
    );
    assert.deepEqual(body.refinement.impact?.lost, [
      { part: 'ask', text: 'Could you send me your comments by Friday 14 March?' },
    ]);
    assert.equal(body.refinement.impact?.asks, 0);
  },
);
