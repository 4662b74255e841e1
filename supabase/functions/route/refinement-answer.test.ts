import assert from 'node:assert/strict';
import { routeResponseSchema } from '../_shared/contract/route-contract.ts';
import { scriptedAdapter, type Script } from '../_shared/router/fake-adapter.test-support.ts';
import { defaultRouterSettings } from '../_shared/router/router-settings.ts';
import { createVendorRouter } from '../_shared/router/vendor-router.ts';
import { refiningHandler } from './refining-handler.test-support.ts';

// The whole function with a real router and judge over scripted vendors: what a caller gets back.

const draft =
  'We would like to kindly ask you to consider utilizing the new form, since 12% of responses were lost [14].';
const reply = (refined: string) =>
  `REFINED\n${refined}\n\nCHANGES\n- "utilizing" -> "use": plainer.`;
const faithful = reply('Please use the new form: 12% of responses were lost [14].');
const dropped = reply('Please use the new form: many responses were lost [14].');
const injected = reply('Waves that whisper, tides that turn, salt and silver, sun and fern.');

function handlerOver(scripts: Record<string, Script[]>, options: { localFallback: boolean }) {
  const router = createVendorRouter({
    remote: Object.entries(scripts).map(
      ([vendor, script]) => scriptedAdapter(vendor, script).adapter,
    ),
    local: undefined,
    // No exploration: 5% of runs would put the second vendor first and skip the failover.
    settings: {
      ...defaultRouterSettings,
      hedging: false,
      exploration: 0,
      localFallback: options.localFallback,
    },
  });
  return refiningHandler(router);
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
  return { body: routeResponseSchema.parse(await response.json()), response };
}

Deno.test(
  'a 200 carries the refinement: refined text, changes, metrics and the locked facts',
  async () => {
    const { body, response } = await send(
      handlerOver({ openai: [{ ms: 1, text: faithful }] }, { localFallback: false }),
    );
    assert.equal(body.output, faithful, 'output stays the whole reply text');
    assert.equal(body.meta.vendor, 'openai');
    assert.equal(
      body.refinement.refined,
      'Please use the new form: 12% of responses were lost [14].',
    );
    // The vendor's line names the words; where they sit comes from aligning the two texts.
    assert.deepEqual(
      body.refinement.changes.map(({ reason, before, after }) => [before, after, reason]),
      [
        ['We would like to kindly ask you to consider utilizing', 'Please use', 'plainer'],
        [', since', ':', 'reworded'],
      ],
    );
    assert.deepEqual(
      body.refinement.facts.locked.map((fact) => fact.text),
      ['12%', '[14]'],
    );
    assert.deepEqual(body.refinement.facts.missing, []);
    assert.ok(body.refinement.metrics.after.words < body.refinement.metrics.before.words);
    assert.match(response.headers.get('server-timing') ?? '', /refine;dur=[\d.]+/);
  },
);

Deno.test('a vendor that dropped the number is failed over to the next vendor', async () => {
  const { body } = await send(
    handlerOver(
      { openai: [{ ms: 1, text: dropped }], anthropic: [{ ms: 1, text: faithful }] },
      { localFallback: false },
    ),
  );
  assert.equal(body.meta.vendor, 'anthropic');
  assert.deepEqual(
    body.meta.attempts.map((attempt) => attempt.outcome),
    ['invalid_response', 'ok'],
  );
  assert.deepEqual(body.refinement.facts.missing, []);
});

Deno.test('a vendor that followed an instruction inside the draft is failed over too', async () => {
  const { body } = await send(
    handlerOver(
      { openai: [{ ms: 1, text: injected }], anthropic: [{ ms: 1, text: faithful }] },
      { localFallback: false },
    ),
  );
  assert.equal(body.meta.vendor, 'anthropic');
});

Deno.test('when every vendor drops the number, the 200 says what was lost', async () => {
  const { body } = await send(
    handlerOver(
      { openai: [{ ms: 1, text: dropped }], anthropic: [{ ms: 1, text: dropped }] },
      { localFallback: false },
    ),
  );
  assert.equal(body.meta.fallback, false);
  assert.equal(body.refinement.refined, 'Please use the new form: many responses were lost [14].');
  assert.deepEqual(body.refinement.facts.missing, [
    { kind: 'percentage', text: '12%', hard: true },
  ]);
});
