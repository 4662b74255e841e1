import fc from 'fast-check';
import assert from 'node:assert/strict';
import type { RefinementChange } from '../../contract/refinement-contract.ts';
import { alignmentBudgetFor, locateChanges, maxPlacedChanges } from './located-changes.ts';

/** The draft with the changes at `kept` (indexes) applied: what the app shows and copies. */
function applied(draft: string, refined: string, changes: RefinementChange[], kept: Set<number>) {
  let text = '';
  let from = 0;
  changes.forEach((change, index) => {
    if (!change.at) return;
    text += draft.slice(from, change.at.draft.start);
    text += kept.has(index)
      ? refined.slice(change.at.refined.start, change.at.refined.end)
      : draft.slice(change.at.draft.start, change.at.draft.end);
    from = change.at.draft.end;
  });
  return text + draft.slice(from);
}

/** What every placed list must be: ordered, apart, exact, and whole. */
function assertWellPlaced(draft: string, refined: string, changes: RefinementChange[]) {
  const placed = changes.filter((change) => change.at);
  let draftFrom = 0;
  let refinedFrom = 0;
  for (const { at, before, after } of placed) {
    assert.ok(at!.draft.start >= draftFrom && at!.refined.start >= refinedFrom, 'in order, apart');
    assert.equal(
      draft.slice(draftFrom, at!.draft.start),
      refined.slice(refinedFrom, at!.refined.start),
      'the text between two changes is the same in both',
    );
    assert.equal(before, draft.slice(at!.draft.start, at!.draft.end));
    assert.equal(after, refined.slice(at!.refined.start, at!.refined.end));
    assert.notEqual(before, after);
    draftFrom = at!.draft.end;
    refinedFrom = at!.refined.end;
  }
  assert.equal(draft.slice(draftFrom), refined.slice(refinedFrom));
  const all = new Set(changes.map((_, index) => index));
  assert.equal(applied(draft, refined, changes, all), refined, 'every change kept: the reply');
  assert.equal(applied(draft, refined, changes, new Set()), draft, 'none kept: the draft');
}

const summary = (changes: RefinementChange[]) =>
  changes.map(({ before, after, reason, at }) => (at ? [before, after, reason] : [reason]));

Deno.test('each change is placed in both texts, with the reason of the line that names it', () => {
  const draft =
    'We will utilize the survey in order to measure recall prior to the launch, and we will utilize it again.';
  const refined =
    'We will use the survey to measure recall before the launch. We will use it again.';
  const changes = locateChanges(draft, refined, [
    { reason: 'plainer', before: 'utilize', after: 'use' },
    { reason: 'shorter', before: 'in order to', after: 'to' },
    { reason: 'Split the long sentence in two.' },
  ]);
  assert.deepEqual(summary(changes), [
    ['utilize', 'use', 'plainer'],
    ['in order ', '', 'shorter'],
    ['prior to', 'before', 'reworded'],
    [', and we', '. We', 'split the sentence'],
    ['utilize', 'use', 'plainer'],
    ['Split the long sentence in two.'],
  ]);
  assert.deepEqual(changes[0]!.at, {
    draft: { start: 8, end: 15 },
    refined: { start: 8, end: 11 },
  });
  assertWellPlaced(draft, refined, changes);
});

Deno.test('a line names the place only where its words changed into its words', () => {
  const draft = 'We utilize one scale and utilize another one.';
  const refined = 'We use one scale and employ another one.';
  const changes = locateChanges(draft, refined, [
    { reason: 'plainer', before: 'Utilize', after: 'use' },
    { reason: 'varied', before: 'utilize', after: 'employ' },
  ]);
  assert.deepEqual(summary(changes), [
    ['utilize', 'use', 'plainer'],
    ['utilize', 'employ', 'varied'],
  ]);
});

Deno.test('a capital that starts a split sentence goes with the split', () => {
  const draft = 'The effect was small, "we think it is real" and it held.';
  const refined = 'The effect was small. "We think it is real" and it held.';
  const changes = locateChanges(draft, refined, []);
  assert.deepEqual(summary(changes), [[', "we', '. "We', 'split the sentence']]);
  assertWellPlaced(draft, refined, changes);
});

Deno.test('"a" turned into "an" goes with the word it agrees with', () => {
  const draft = 'It is a big, (unusual) result.';
  const refined = 'It is an (unusual) result.';
  const changes = locateChanges(draft, refined, [{ reason: 'cut', before: 'big,', after: '' }]);
  assert.equal(changes.length, 1);
  assert.deepEqual(summary(changes), [['a big,', 'an', 'cut']]);
});

Deno.test('edits that overlap are one change, with both reasons', () => {
  const draft = 'The data was analysed by the team in order to check it.';
  const refined = 'The team analysed the data to check it.';
  const changes = locateChanges(draft, refined, [
    {
      reason: 'active voice',
      before: 'The data was analysed by the team',
      after: 'The team analysed the data',
    },
    { reason: 'shorter', before: 'in order to', after: 'to' },
  ]);
  // The alignment keeps "the" of "by the team" as "the data": three hunks, all under one line.
  assert.deepEqual(summary(changes)[0], [
    'data was analysed by the team in order',
    'team analysed the data',
    'active voice',
  ]);
  assertWellPlaced(draft, refined, changes);
  const apart = locateChanges(draft, refined, [
    { reason: 'active voice', before: 'data was analysed', after: 'team analysed' },
    { reason: 'subject first', before: 'by the team', after: 'the data' },
  ]);
  assert.deepEqual(summary(apart), [
    ['data was', 'team', 'active voice'],
    ['by the team in order', 'the data', 'subject first'],
  ]);
  // Both lines name the dropped "by": one change, both reasons.
  const overlapping = locateChanges(draft, refined, [
    { reason: 'active voice', before: 'data was analysed by', after: 'team analysed' },
    { reason: 'subject first', before: 'by the team', after: 'the data' },
  ]);
  assert.deepEqual(summary(overlapping), [
    [
      'data was analysed by the team in order',
      'team analysed the data',
      'active voice; subject first',
    ],
  ]);
});

Deno.test('an unchanged text has no placed change; a line naming nothing stays as it came', () => {
  const text = 'Nothing to change here.';
  assert.deepEqual(locateChanges(text, text, [{ reason: 'none needed' }]), [
    { reason: 'none needed' },
  ]);
  const changes = locateChanges('A b c.', 'A b d.', [{ reason: 'x', before: 'q', after: 'r' }]);
  assert.deepEqual(summary(changes), [['c', 'd', 'reworded'], ['x']]);
});

Deno.test('spacing alone is a change too, so keeping every change gives the reply exactly', () => {
  const draft = 'One line.\nTwo  lines.';
  const refined = 'One line.\n\nTwo lines.';
  const changes = locateChanges(draft, refined, []);
  assert.deepEqual(
    changes.map((change) => change.reason),
    ['spacing', 'spacing'],
  );
  assertWellPlaced(draft, refined, changes);
});

const words = fc.constantFrom(
  'we',
  'We',
  'the',
  'data',
  'utilize',
  'use',
  'a',
  'an',
  '12%',
  'not',
  ',',
  '.',
  '"',
  '(',
  ')',
  'results',
  'in order to',
  'very',
  '\n',
  '  ',
);
const textOf = fc.array(words, { maxLength: 40 }).map((parts) => parts.join(' ').trim());

Deno.test('any two texts: every change placed, apart, exact; all kept is the reply', () => {
  fc.assert(
    fc.property(
      textOf,
      textOf,
      fc.array(fc.record({ reason: fc.constant('r'), before: words, after: words })),
      (draft, refined, lines) => {
        assertWellPlaced(draft, refined, locateChanges(draft, refined, lines));
      },
    ),
    { numRuns: 400, seed: 33 },
  );
});

Deno.test(
  'a long reply rewritten everywhere is placed within its budget, coarsely if need be',
  () => {
    const sentence = (index: number) => `Sentence ${index} says the cohort ${index % 7} grew. `;
    const reworded = (index: number) => `In part ${index}, cohort ${index % 7} was larger. `;
    const draft = Array.from({ length: 150 }, (_, index) => sentence(index))
      .join('')
      .trim();
    const refined = Array.from({ length: 150 }, (_, index) =>
      index % 2 === 0 ? reworded(index) : sentence(index),
    )
      .join('')
      .trim();
    const budget = alignmentBudgetFor(draft.length + refined.length);
    const changes = locateChanges(draft, refined, [], budget);
    assert.ok(!budget.exhausted, `${budget.steps} of ${budget.limit} steps`);
    assert.ok(changes.length > 50 && changes.length <= maxPlacedChanges);
    assertWellPlaced(draft, refined, changes);
  },
);

Deno.test(
  'texts that share nothing are one change; more changes than a writer weighs are joined',
  () => {
    const draft = 'alpha beta gamma '.repeat(200).trim();
    const refined = 'one two three '.repeat(200).trim();
    const budget = alignmentBudgetFor(draft.length + refined.length);
    const apart = locateChanges(draft, refined, [], budget);
    assert.equal(apart.length, 1);
    assert.ok(budget.steps < budget.limit / 10, `${budget.steps} steps`);
    const many = 'a b '.repeat(1_000).trim();
    const swapped = many.replaceAll('b', 'c');
    const joined = locateChanges(many, swapped, []);
    assert.ok(joined.length <= maxPlacedChanges, `${joined.length} changes`);
    assertWellPlaced(many, swapped, joined);
  },
);

Deno.test('a fact one change drops and another writes elsewhere moves in one change', () => {
  const draft = 'Yield rose from 10% to 12% in the trial.';
  const refined = 'Yield rose to 12% from 10% in the trial.';
  const changes = locateChanges(draft, refined, []);
  assert.equal(changes.length, 1, JSON.stringify(summary(changes)));
  assertWellPlaced(draft, refined, changes);
});

Deno.test(
  'a sentence moved to the start is one change: kept or turned down, it is said once',
  () => {
    const draft = 'Dear Ana,\n\nThe pilot is done. Could you send the consent forms?\n\nBest,\nLi';
    const refined = 'Dear Ana,\n\nPlease send the consent forms. The pilot is done.\n\nBest,\nLi';
    const lines = [
      { reason: 'a request, said as one', before: 'Could you', after: 'Please' },
      { reason: 'led with your request', before: 'Please send the consent forms.' },
    ];
    const changes = locateChanges(draft, refined, lines);
    const placed = changes.filter((change) => change.at);
    assert.equal(placed.length, 1, JSON.stringify(summary(changes)));
    assertWellPlaced(draft, refined, changes);
    assert.equal(applied(draft, refined, changes, new Set()), draft);
    assert.equal(applied(draft, refined, changes, new Set([0])), refined);
  },
);

Deno.test('rewrites in two places that share a word or two stay apart', () => {
  const draft = 'We will utilize the survey. The results of the survey will be shared.';
  const refined = 'We will use the survey. The survey results will be shared.';
  const placed = locateChanges(draft, refined, []).filter((change) => change.at);
  assert.ok(placed.length >= 2, JSON.stringify(summary(placed)));
});
