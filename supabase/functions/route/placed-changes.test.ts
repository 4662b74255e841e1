import assert from 'node:assert/strict';
import type { RefinementChange } from '../_shared/contract/refinement-contract.ts';
import { routeResponseSchema } from '../_shared/contract/route-contract.ts';
import { createClarityAdapter } from '../_shared/vendors/clarity-adapter.ts';
import { refineMessage } from '../_shared/clarity/clarity-engine.ts';
import { scriptedAdapter } from '../_shared/router/fake-adapter.test-support.ts';
import { defaultRouterSettings } from '../_shared/router/router-settings.ts';
import { createVendorRouter } from '../_shared/router/vendor-router.ts';
import { refiningHandler } from './refining-handler.test-support.ts';

// Where each change of a reply sits, as the caller gets it: from a vendor's reply (a refined
// text and CHANGES lines) and from the offline engine, through the whole function.

const settings = { ...defaultRouterSettings, hedging: false, exploration: 0 };

async function refine(handler: (request: Request) => Promise<Response>, text: string) {
  const response = await handler(
    new Request('http://localhost/functions/v1/route', {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
      body: JSON.stringify({ text }),
    }),
  );
  assert.equal(response.status, 200);
  return routeResponseSchema.parse(await response.json());
}

/** The draft with only the kept changes applied. */
function keep(draft: string, refined: string, changes: RefinementChange[], kept: Set<number>) {
  let text = '';
  let from = 0;
  changes.forEach(({ at }, index) => {
    if (!at) return;
    text += draft.slice(from, at.draft.start);
    text += kept.has(index)
      ? refined.slice(at.refined.start, at.refined.end)
      : draft.slice(at.draft.start, at.draft.end);
    from = at.draft.end;
  });
  return text + draft.slice(from);
}

Deno.test(
  'a vendor reply: each change placed in the trimmed draft and the refined text',
  async () => {
    const draft =
      'We would utilize the new form in order to reduce errors. It is very important, and it is utilized widely.';
    const refined =
      'We would use the new form to reduce errors. It is important, and it is used widely.';
    const reply = [
      'REFINED',
      refined,
      '',
      'CHANGES',
      '- "utilize" -> "use": plainer',
      '- Replaced "in order to" with "to" (shorter)',
      '- Dropped "very": it adds nothing',
      '- Tightened the rhythm of the second sentence.',
    ].join('\n');
    const router = createVendorRouter({
      remote: [scriptedAdapter('openai', [{ ms: 1, text: reply }]).adapter],
      local: undefined,
      settings,
    });
    const body = await refine(refiningHandler(router), `  \n${draft}  `);
    const { changes } = body.refinement;
    assert.deepEqual(
      changes.map(({ before, after, reason }) => [before, after, reason]),
      [
        ['utilize', 'use', 'plainer'],
        ['in order ', '', 'shorter'],
        ['very ', '', 'it adds nothing'],
        // No line names this one: it is still a change, with a plain reason.
        ['utilized', 'used', 'reworded'],
        [undefined, undefined, 'Tightened the rhythm of the second sentence.'],
      ],
    );
    for (const { at, before, after } of changes.slice(0, 4)) {
      assert.equal(
        draft.slice(at!.draft.start, at!.draft.end),
        before,
        'offsets in the trimmed draft',
      );
      assert.equal(refined.slice(at!.refined.start, at!.refined.end), after);
    }
    assert.equal(keep(draft, refined, changes, new Set([0, 1, 2, 3])), refined);
    assert.equal(
      keep(draft, refined, changes, new Set([0, 1, 3])),
      'We would use the new form to reduce errors. It is very important, and it is used widely.',
    );
  },
);

Deno.test('the offline engine: every edit placed where it was made, with its reason', async () => {
  const draft =
    'Our team will utilize the survey in order to measure recall, and we will utilize it again prior to the launch.';
  const router = createVendorRouter({ remote: [], local: createClarityAdapter(), settings });
  const body = await refine(refiningHandler(router), draft);
  const { refined, changes } = body.refinement;
  assert.equal(body.meta.vendor, 'local');
  const engine = await refineMessage(draft);
  assert.equal(refined, engine.refined);
  const reasons = new Set(engine.edits.map((edit) => edit.reason));
  const placed = changes.filter((change) => change.at);
  assert.ok(placed.length >= 3, JSON.stringify(changes));
  assert.equal(placed.length, changes.length, 'every edit of the engine found its place');
  for (const change of placed) {
    const { at } = change;
    assert.equal(draft.slice(at!.draft.start, at!.draft.end), change.before);
    assert.equal(refined.slice(at!.refined.start, at!.refined.end), change.after);
    for (const reason of change.reason.split('; ')) assert.ok(reasons.has(reason), reason);
  }
  // "utilize" was made "use" twice: two changes, each turned down on its own.
  const utilize = placed.filter((change) => change.before === 'utilize');
  assert.equal(utilize.length, 2);
  const all = new Set(changes.map((_, index) => index));
  assert.equal(keep(draft, refined, changes, all), refined);
  assert.equal(keep(draft, refined, changes, new Set()), draft);
  const second = changes.indexOf(utilize[1]!);
  all.delete(second);
  const kept = keep(draft, refined, changes, all);
  assert.equal(kept.split('utilize').length - 1, 1, kept);
});
