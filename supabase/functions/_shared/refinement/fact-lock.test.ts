import assert from 'node:assert/strict';
import { createFactLock, keepsEngineFacts } from './fact-lock.ts';

const missingOf = (draft: string, refined: string) =>
  createFactLock(draft)
    .check(refined)
    .missing.map((fact) => `${fact.added ? 'added ' : ''}${fact.kind} ${fact.text}`);

/** Draft → refinement pairs that keep every fact, written another way or moved. */
const kept: [draft: string, refined: string][] = [
  ['Uptake rose by 12 % this year.', 'This year uptake rose 12%.'],
  ['Uptake rose by 12% this year.', 'Uptake rose 12 percent this year.'],
  ['We enrolled 1,204 adults.', 'We enrolled 1204 adults.'],
  ['Accuracy was .92 overall.', 'Overall accuracy was 0.92.'],
  ['Groups were similar (p = .43).', 'Groups were similar (p=0.43).'],
  ['Dosing lasted 3 hours.', 'Dosing lasted 3 h.'],
  ['The fee is $1.2 million.', 'The fee is $1,200,000.'],
  ['We meet on March 3, 2024.', 'We meet on 3 March 2024.'],
  ['The call is at 3 pm.', 'The call is at 15:00.'],
  ['Scores ranged from 10 to 20.', 'Scores ranged 10–20.'],
  ['Yield rose from 10% to 12%.', 'Yield rose to 12% from 10%.'],
  ['As Smith et al. (2020) showed, it varies.', 'It varies (Smith et al., 2020).'],
  ['Prior work [3, 4] agrees.', 'Prior work agrees [3,4].'],
  ['See https://doi.org/10.1038/nature12373.', 'See doi:10.1038/nature12373.'],
  ['The site is https://example.org/data/.', 'Data: https://example.org/data'],
  ['Write to J.Doe@Uni.edu today.', 'Write to j.doe@uni.edu today.'],
  ['She called it "a first step".', 'She called it ‘a first step’.'],
  ['Run `make all` first.', 'First, run `make all`.'],
  ['BRCA1 carriers were excluded.', 'We excluded BRCA1 carriers.'],
  ['Hi Maria, results did not differ.', 'Hi Maria, results didn’t differ.'],
  ['We saw no difference.', 'We found no difference.'],
  ['Dear Dr. Chen, the MRI slot is free.', 'Dr. Chen, the MRI slot is free.'],
];

for (const [draft, refined] of kept) {
  Deno.test(`fact lock keeps ${JSON.stringify(draft)} as ${JSON.stringify(refined)}`, () => {
    assert.deepEqual(missingOf(draft, refined), []);
  });
}

/** Refinements that lost or altered a fact, with what the lock reports. */
const lost: [draft: string, refined: string, missing: string[]][] = [
  ['Uptake rose by 12% this year.', 'Uptake rose by 15% this year.', ['percentage 12%']],
  ['Uptake rose by 12% this year.', 'Uptake rose by 12 this year.', ['percentage 12%']],
  ['Dosing was 5 mg daily.', 'Dosing was 5 g daily.', ['measurement 5 mg']],
  ['Accuracy was 0.92 overall.', 'Accuracy was 0.9 overall.', ['number 0.92']],
  ['Groups were similar (p = 0.43).', 'Groups were similar (p < 0.43).', ['p-value p = 0.43']],
  ['Prior work [14] agrees.', 'Prior work agrees.', ['citation [14]']],
  [
    'As Smith et al. (2020) showed, it varies.',
    'As Smith showed, it varies.',
    ['citation Smith et al. (2020)'],
  ],
  [
    'See doi:10.1038/nature12373 for details.',
    'See the paper for details.',
    ['doi doi:10.1038/nature12373'],
  ],
  ['We meet on March 3, 2024.', 'We meet on March 4, 2024.', ['date March 3, 2024']],
  ['The call is at 3 pm on Friday.', 'The call is on Friday afternoon.', ['time 3 pm']],
  ['She called it "a first step".', 'She called it an early step.', ['quote "a first step"']],
  ['COVID-19 cases rose.', 'Cases rose.', ['identifier COVID-19']],
  ['The budget is $40,000.', 'The budget is $4,000.', ['money $40,000']],
  ['Write to j.doe@uni.edu.', 'Write to me.', ['email j.doe@uni.edu']],
  ['Hi Maria, the results are in.', 'Hi, the results are in.', ['name Maria']],
  [
    'The songs were written by Anna K. Lindqvist.',
    'Anna K wrote the songs. Lindqvist.',
    ['name Anna K. Lindqvist'],
  ],
  ['The groups did not differ.', 'The groups differed.', ['negation did not differ']],
  ['The groups differed.', 'The groups did not differ.', ['added negation did not differ']],
  [
    'Yield was 12% [14] and Priya agreed.',
    'Yield was high and the team agreed.',
    ['percentage 12%', 'citation [14]', 'name Priya'],
  ],
];

for (const [draft, refined, missing] of lost) {
  Deno.test(`fact lock reports ${missing.join(', ')} lost from ${JSON.stringify(draft)}`, () => {
    assert.deepEqual(missingOf(draft, refined), missing);
  });
}

Deno.test('fact lock counts only hard facts as a reason to fail', () => {
  const lock = createFactLock('Hi Maria, yield was 12% and did not fall.');
  assert.equal(lock.check('Hi, yield was 12% and fell.').hardMissing, 0);
  assert.equal(lock.check('Hi Maria, yield was 10% and did not fall.').hardMissing, 1);
});

Deno.test('the offline engine keeps names too, a name with initials only whole', () => {
  const lock = createFactLock('The maps by Anna K. Lindqvist and Maria were sent.');
  const keeps = (refined: string) => keepsEngineFacts(lock.check(refined));
  assert.equal(keeps('Anna K. Lindqvist and Maria sent the maps.'), true);
  assert.equal(keeps('Anna K sent the maps. Lindqvist and Maria.'), false);
  assert.equal(keeps('Anna K. Lindqvist sent the maps.'), false);
});

Deno.test('fact lock lists each fact of the draft once, equivalent forms merged', () => {
  const lock = createFactLock('Yield was 12% in 2024, then 12 percent again in 2025 [3] [3].');
  assert.deepEqual(
    lock.locked.map((fact) => `${fact.kind} ${fact.text} ${fact.hard ? 'hard' : 'soft'}`),
    ['percentage 12% hard', 'number 2024 hard', 'number 2025 hard', 'citation [3] hard'],
  );
});
