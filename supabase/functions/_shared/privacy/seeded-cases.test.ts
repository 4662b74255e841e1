import assert from 'node:assert/strict';
import { contactCases } from './contact-cases.test-support.ts';
import { numberCases } from './number-cases.test-support.ts';
import { compareWithheld, withheldValues } from './privacy-case.test-support.ts';
import { shieldDraft } from './privacy-shield.ts';
import { researchProseCases } from './research-prose-cases.test-support.ts';
import { secretCases } from './secret-cases.test-support.ts';
import { spellingCases, spellingLookAlikes } from './spelling-cases.test-support.ts';

const tables = {
  contacts: contactCases,
  numbers: numberCases,
  'secrets, links and marks': secretCases,
  'research prose (nothing to keep back)': researchProseCases,
  'values as typed and pasted': spellingCases,
  'look-alikes as typed and pasted (nothing to keep back)': spellingLookAlikes,
};

for (const [table, cases] of Object.entries(tables)) {
  for (const { name, text, withheld } of cases) {
    Deno.test(`privacy shield, ${table}: ${name}`, async () => {
      const { masked, vault } = await shieldDraft(text);
      const { missed, falseAlarms } = compareWithheld(withheldValues(vault), withheld);
      assert.deepEqual({ missed, falseAlarms }, { missed: [], falseAlarms: [] }, masked);
    });
  }
}

Deno.test(
  'privacy shield: the seeded table has at least 100 cases, both kinds well represented',
  () => {
    const all = Object.values(tables).flat();
    assert.ok(all.length >= 100, `${all.length} cases`);
    assert.ok(researchProseCases.length >= 50);
    assert.ok(all.length - researchProseCases.length >= 50);
  },
);

Deno.test('privacy shield: at least 60 rows of spellings, values and look-alikes both', () => {
  assert.ok(spellingCases.length + spellingLookAlikes.length >= 60);
  assert.ok(spellingCases.length >= 30 && spellingLookAlikes.length >= 30);
});
