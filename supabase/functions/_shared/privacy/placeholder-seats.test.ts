import assert from 'node:assert/strict';
import { seatsOf, tradedPlaceholders } from './placeholder-seats.ts';

const draft = 'Write to ⟦EMAIL 1⟧; the key is ⟦SECRET 1⟧. Call ⟦PHONE 1⟧ after nine.';
const traded = (answer: string) => tradedPlaceholders(seatsOf(draft), answer);

Deno.test('seats: the words either side of each placeholder', () => {
  assert.deepEqual(seatsOf(draft).get('⟦EMAIL 1⟧'), {
    before: new Set(['to']),
    after: new Set(['the']),
  });
  assert.deepEqual(seatsOf('⟦EMAIL 1⟧ ⟦PHONE 1⟧').get('⟦PHONE 1⟧'), {
    before: new Set(),
    after: new Set(),
  });
});

Deno.test('trades: two values of different kinds in each other’s seats are found', () => {
  assert.deepEqual(
    traded('Write to ⟦SECRET 1⟧; the key is ⟦EMAIL 1⟧. Call ⟦PHONE 1⟧ after nine.'),
    ['⟦EMAIL 1⟧', '⟦SECRET 1⟧'],
  );
  assert.deepEqual(
    traded('Please write to ⟦PHONE 1⟧ soon. The key is ⟦SECRET 1⟧; call ⟦EMAIL 1⟧ later.'),
    ['⟦EMAIL 1⟧', '⟦PHONE 1⟧'],
  );
});

Deno.test('trades: a refinement that moves values with their words trades nothing', () => {
  for (const answer of [
    draft,
    'Call ⟦PHONE 1⟧ after nine, and write to ⟦EMAIL 1⟧. The key is ⟦SECRET 1⟧.',
    'Email ⟦EMAIL 1⟧ and phone ⟦PHONE 1⟧; your key: ⟦SECRET 1⟧.',
    'The key is ⟦SECRET 1⟧.\nWrite to ⟦EMAIL 1⟧, or call ⟦PHONE 1⟧ after nine.',
  ]) {
    assert.deepEqual(traded(answer), [], answer);
  }
});

Deno.test('trades: values of one kind may change places', () => {
  const two = 'Ask ⟦EMAIL 1⟧ first, then ⟦EMAIL 2⟧ if needed.';
  assert.deepEqual(
    tradedPlaceholders(seatsOf(two), 'Ask ⟦EMAIL 2⟧ first, then ⟦EMAIL 1⟧ if needed.'),
    [],
  );
});

Deno.test('trades: a word both placeholders sat by decides nothing', () => {
  const both = 'Send ⟦EMAIL 1⟧ and ⟦PHONE 1⟧ and ⟦SECRET 1⟧ today.';
  assert.deepEqual(
    tradedPlaceholders(seatsOf(both), 'Send ⟦EMAIL 1⟧ and ⟦SECRET 1⟧ and ⟦PHONE 1⟧ today.'),
    [],
  );
});
