import assert from 'node:assert/strict';
import { claimNotes } from './claim-notes.ts';
import { readClaims } from './claim-reading.ts';
import { readDocument } from '../text/text-document.ts';

const notesOf = (text: string) => claimNotes(readClaims(readDocument(text)));

Deno.test('a cause stated in an observational finding gets a CLAIM note, never a rewrite', () => {
  assert.deepEqual(
    notesOf('In this cohort of 3,000 adults, coffee reduces the risk of liver disease.'),
    [
      'CLAIM: "reduces" states a cause; if the design was observational, "was associated with lower …" says what the data show',
    ],
  );
  assert.deepEqual(
    notesOf('We surveyed 900 teachers. Mentoring improved retention in the first year.'),
    [
      'CLAIM: "improved" states a cause; if the design was observational, "was associated with better …" says what the data show',
    ],
  );
  assert.deepEqual(notesOf('In the survey, screen time increases anxiety among teenagers.'), [
    'CLAIM: "increases" states a cause; if the design was observational, "was associated with higher …" says what the data show',
  ]);
});

Deno.test(
  'no CLAIM note for a trial, a hedged cause, an association or a cause with no observational word',
  () => {
    assert.deepEqual(notesOf('In this randomised trial, the drug reduced mortality.'), []);
    assert.deepEqual(notesOf('In this cohort, coffee may reduce the risk.'), []);
    assert.deepEqual(notesOf('In this cohort, coffee was associated with a lower risk.'), []);
    assert.deepEqual(notesOf('Annealing increased the tensile strength of the alloy.'), []);
  },
);
