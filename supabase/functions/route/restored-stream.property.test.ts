import fc from 'fast-check';
import assert from 'node:assert/strict';
import { shieldDraft } from '../_shared/privacy/privacy-shield.ts';
import { draftWithValues } from '../_shared/privacy/sensitive-drafts.test-support.ts';
import { createRefinedTextStream, restoringText } from './refined-text-stream.ts';

/**
 * The refined message streamed to the writer while a vendor answers a masked draft: however the
 * vendor's text is cut into pieces, the writer sees every value exactly as typed and never a
 * placeholder or a piece of one.
 */
function streamedToWriter(
  reply: string,
  cuts: readonly number[],
  transform: () => ReturnType<typeof restoringText>,
) {
  const deltas: string[] = [];
  const stream = createRefinedTextStream(
    { delta: (text) => deltas.push(text), replaced: () => assert.fail('nothing was replaced') },
    { transform },
  );
  let from = 0;
  for (const cut of [...cuts, reply.length]) {
    stream.onText(reply.slice(from, cut));
    from = cut;
  }
  stream.finish({ streamed: true, refined: '' });
  return deltas;
}

/** An echoing vendor's reply, its CHANGES quoting a placeholder again. */
const replyTo = (masked: string) =>
  `REFINED\n${masked}\n\nCHANGES\n- "${masked.slice(0, 12)}" -> "${masked.slice(0, 12)}": kept.`;

Deno.test(
  'streamed restore: the draft as typed, cut at every position, never a placeholder',
  async () => {
    await fc.assert(
      fc.asyncProperty(draftWithValues, async ({ text }) => {
        const { masked, vault } = await shieldDraft(text);
        const reply = replyTo(masked);
        for (let cut = 0; cut <= reply.length; cut++) {
          const deltas = streamedToWriter(reply, [cut], () => restoringText(vault));
          assert.equal(deltas.join(''), text, `cut at ${cut}`);
          for (const delta of deltas) assert.doesNotMatch(delta, /[⟦⟧]/u, `cut at ${cut}`);
        }
      }),
      { numRuns: 100, seed: 2026 },
    );
  },
);

Deno.test('streamed restore: the draft as typed, in any number of pieces', async () => {
  await fc.assert(
    fc.asyncProperty(
      draftWithValues,
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }),
      async ({ text }, shares) => {
        const { masked, vault } = await shieldDraft(text);
        const reply = replyTo(masked);
        const cuts = shares
          .map((share) => Math.floor(share * reply.length))
          .sort((left, right) => left - right);
        const deltas = streamedToWriter(reply, cuts, () => restoringText(vault));
        assert.equal(deltas.join(''), text);
        for (const delta of deltas) assert.doesNotMatch(delta, /[⟦⟧]/u);
      },
    ),
    { numRuns: 300, seed: 2026 },
  );
});

Deno.test('streamed restore: a placeholder the answer made up never shows', async () => {
  const { masked, vault } = await shieldDraft('Write to jane@example.org by Friday.');
  assert.equal(masked, 'Write to ⟦EMAIL 1⟧ by Friday.');
  const deltas = streamedToWriter(
    'REFINED\nWrite to ⟦EMAIL 2⟧ or ⟦EMAIL 1⟧ by Friday, ⟦PHO',
    [12, 20, 31],
    () => restoringText(vault),
  );
  assert.equal(deltas.join(''), 'Write to  or jane@example.org by Friday, ');
});
