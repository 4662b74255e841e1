import assert from 'node:assert/strict';
import { checkPlaceholders } from './placeholder-check.ts';
import { shieldDraft } from './privacy-shield.ts';

const draft =
  'Write to jane@example.org or call +44 20 7946 0958; jane@example.org reads mail daily.';

Deno.test('placeholder check: an answer that keeps every placeholder is intact', async () => {
  const { masked, vault } = await shieldDraft(draft);
  assert.equal(masked, 'Write to ⟦EMAIL 1⟧ or call ⟦PHONE 1⟧; ⟦EMAIL 1⟧ reads mail daily.');
  const moved = 'Call ⟦PHONE 1⟧ or write to ⟦EMAIL 1⟧, who reads mail daily.';
  assert.deepEqual(checkPlaceholders(moved, vault), {
    intact: true,
    missing: [],
    duplicated: [],
    altered: [],
    traded: [],
  });
});

Deno.test('placeholder check: a dropped placeholder is missing', async () => {
  const { vault } = await shieldDraft(draft);
  const check = checkPlaceholders('Write to ⟦EMAIL 1⟧; they read mail daily.', vault);
  assert.equal(check.intact, false);
  assert.deepEqual(check.missing, ['⟦PHONE 1⟧']);
});

Deno.test(
  'placeholder check: one written more often than the draft has it is duplicated',
  async () => {
    const { vault } = await shieldDraft(draft);
    const check = checkPlaceholders('⟦PHONE 1⟧ or ⟦EMAIL 1⟧; ⟦PHONE 1⟧, again.', vault);
    assert.deepEqual(check, {
      intact: false,
      missing: [],
      duplicated: ['⟦PHONE 1⟧'],
      altered: [],
      traded: [],
    });
  },
);

Deno.test(
  'placeholder check: altered placeholders are reported as the answer wrote them',
  async () => {
    const { vault } = await shieldDraft(draft);
    for (const [answer, altered] of [
      ['⟦EMAIL 1⟧, ⟦PHONE 2⟧', ['⟦PHONE 2⟧']],
      ['⟦EMAIL 1⟧, ⟦Phone 1⟧', ['⟦Phone 1⟧']],
      ['⟦EMAIL 1⟧, ⟦PHONE1⟧', ['⟦PHONE1⟧']],
      ['⟦EMAIL 1⟧, [PHONE 1]', []],
    ] as const) {
      const check = checkPlaceholders(answer, vault);
      assert.equal(check.intact, false, answer);
      assert.deepEqual(check.altered, altered, answer);
      assert.deepEqual(check.missing, ['⟦PHONE 1⟧'], answer);
    }
  },
);

Deno.test('placeholder check: brackets the draft itself had are not an alteration', async () => {
  const { masked, vault } = await shieldDraft('The set ⟦a, b is open; write to jane@example.org.');
  assert.equal(masked, 'The set ⟦a, b is open; write to ⟦EMAIL 1⟧.');
  assert.equal(checkPlaceholders('The open set ⟦a, b; write to ⟦EMAIL 1⟧.', vault).intact, true);
  assert.equal(checkPlaceholders('The set ⟦a, b⟧; write to ⟦EMAIL 1⟧.', vault).intact, false);
});

Deno.test('placeholder check: with nothing withheld, any answer is intact', async () => {
  const { masked, vault } = await shieldDraft('We recruited 48 adults (p = 0.003).');
  assert.equal(masked, 'We recruited 48 adults (p = 0.003).');
  assert.equal(checkPlaceholders('We recruited 48 adults.', vault).intact, true);
});

Deno.test(
  'placeholder check: values of different kinds that traded places are refused',
  async () => {
    const { masked, vault } = await shieldDraft(
      'Write to jane@example.org; the key is sk-proj-Xb7KqL9mN2pR4sT6vW8yZ0aC3eF5hJ1k.',
    );
    assert.equal(masked, 'Write to ⟦EMAIL 1⟧; the key is ⟦SECRET 1⟧.');
    const swapped = checkPlaceholders('Write to ⟦SECRET 1⟧; the key is ⟦EMAIL 1⟧.', vault);
    assert.equal(swapped.intact, false);
    assert.deepEqual(swapped.traded, ['⟦EMAIL 1⟧', '⟦SECRET 1⟧']);
    assert.equal(
      checkPlaceholders('Your key is ⟦SECRET 1⟧; write to ⟦EMAIL 1⟧.', vault).intact,
      true,
    );
  },
);
