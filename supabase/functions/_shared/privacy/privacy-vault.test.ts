import assert from 'node:assert/strict';
import { PrivacyVault } from './privacy-vault.ts';

function vaultWithValues(): PrivacyVault {
  const vault = new PrivacyVault();
  vault.withhold('email', 'jane@example.org');
  vault.withhold('phone', '+44 20 7946 0958');
  vault.withhold('email', 'tom@example.org');
  vault.withhold('email', 'jane@example.org');
  return vault;
}

Deno.test('privacy vault: numbered by kind, the same text always gets the same placeholder', () => {
  const vault = vaultWithValues();
  assert.deepEqual(vault.placeholders(), ['⟦EMAIL 1⟧', '⟦PHONE 1⟧', '⟦EMAIL 2⟧']);
  assert.equal(vault.original('⟦EMAIL 2⟧'), 'tom@example.org');
  assert.equal(vault.usesInDraft('⟦EMAIL 1⟧'), 2);
  assert.equal(vault.usesInDraft('⟦EMAIL 3⟧'), 0);
  assert.deepEqual(vault.countsByKind(), { email: 2, phone: 1 });
});

Deno.test('privacy vault: JSON, console output and string forms never show a value', () => {
  const vault = vaultWithValues();
  const shown = [
    JSON.stringify(vault),
    JSON.stringify({ request: { vault } }),
    Deno.inspect(vault),
    Deno.inspect({ vault }, { depth: 10, showHidden: true }),
    String(vault),
    `${vault}`,
  ];
  for (const text of shown) {
    assert.ok(!/example\.org|7946/u.test(text), text);
  }
  assert.equal(JSON.stringify(vault), '{"withheld":{"email":2,"phone":1}}');
});
