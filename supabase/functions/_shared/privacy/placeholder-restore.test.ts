import assert from 'node:assert/strict';
import { createStreamRestorer, restore } from './placeholder-restore.ts';
import { PrivacyVault } from './privacy-vault.ts';
import { longestPlaceholder } from './withheld-kinds.ts';

function vaultOf(...values: [Parameters<PrivacyVault['withhold']>[0], string][]): PrivacyVault {
  const vault = new PrivacyVault();
  for (const [kind, original] of values) vault.withhold(kind, original);
  return vault;
}

const vault = vaultOf(
  ['email', 'jane@example.org'],
  ['private', '{{Jane Doe}}'],
  ['phone', '030 1234567'],
);

Deno.test('restore: every placeholder back to its exact text, in any order and repeated', () => {
  assert.equal(
    restore('Ask ⟦PRIVATE 1⟧ (⟦EMAIL 1⟧) on ⟦PHONE 1⟧; ⟦EMAIL 1⟧ again.', vault),
    'Ask {{Jane Doe}} (jane@example.org) on 030 1234567; jane@example.org again.',
  );
});

Deno.test(
  'restore: a placeholder this request never made, or a broken one, stays as written',
  () => {
    assert.equal(
      restore('⟦EMAIL 2⟧ and ⟦EMAIL 1 and ⟦email 1⟧', vault),
      '⟦EMAIL 2⟧ and ⟦EMAIL 1 and ⟦email 1⟧',
    );
  },
);

Deno.test('stream restorer: a placeholder split across chunks is held back, then restored', () => {
  const restorer = createStreamRestorer(vault);
  assert.equal(restorer.push('Write to ⟦EM'), 'Write to ');
  assert.equal(restorer.push('AIL'), '');
  assert.equal(restorer.push(' 1⟧ by Friday, or call ⟦'), 'jane@example.org by Friday, or call ');
  assert.equal(restorer.push('PHONE 1⟧.'), '030 1234567.');
  assert.equal(restorer.finish(), '');
});

Deno.test('stream restorer: a bracket that cannot become a placeholder is shown at once', () => {
  const restorer = createStreamRestorer(vault);
  assert.equal(restorer.push('Sets ⟦a, b⟧ and ⟦EMAIL'), 'Sets ⟦a, b⟧ and ');
  assert.equal(restorer.push('1⟧'), '⟦EMAIL1⟧');
  assert.equal(restorer.push('⟦PHONE 1234567'), '⟦PHONE 1234567');
  assert.equal(restorer.push(' ⟦PRIV'), ' ');
  assert.equal(restorer.finish(), '⟦PRIV');
});

Deno.test('stream restorer: holds back at most one placeholder, however the text is cut', () => {
  const answer = 'A ⟦PRIVATE 1⟧ met ⟦EMAIL 1⟧ ⟦PHONE 999999⟧ ⟦⟦EMAIL 1⟧⟧ ⟦PHONE 1⟧';
  for (let size = 1; size <= answer.length; size++) {
    const restorer = createStreamRestorer(vault);
    let shown = '';
    for (let at = 0; at < answer.length; at += size) {
      shown += restorer.push(answer.slice(at, at + size));
      const read = Math.min(answer.length, at + size);
      const heldBack = restore(answer.slice(0, read), vault).length - shown.length;
      assert.ok(heldBack <= longestPlaceholder, `size ${size}: held ${heldBack}`);
    }
    shown += restorer.finish();
    assert.equal(shown, restore(answer, vault), `chunks of ${size}`);
  }
});

Deno.test('stream restorer: with nothing withheld, chunks pass through unchanged', () => {
  const restorer = createStreamRestorer(new PrivacyVault());
  assert.equal(restorer.push('⟦EMAIL 1⟧ is '), '⟦EMAIL 1⟧ is ');
  assert.equal(restorer.finish(), '');
});
