import assert from 'node:assert/strict';
import { phraseCount } from './draft-scoring.ts';
import { draftsOfLength } from './speed-runs.ts';

Deno.test('a phrase counts as whole words only, in any case', () => {
  assert.equal(phraseCount('Prior to the launch, prior to that.', 'prior to'), 2);
  assert.equal(phraseCount('The priority too', 'prior to'), 0);
  assert.equal(phraseCount('very, very good', 'very'), 2);
});

Deno.test('speed drafts are whole corpus sentences near the requested length', () => {
  const corpus = {
    wordy: [
      {
        id: 'email-01',
        genre: 'research e-mail',
        patterns: ['wordy-phrase' as const],
        draft: 'One short sentence here. Another sentence follows it. A third one ends it.',
        hardFacts: [],
        phrases: ['here'],
      },
    ],
    clean: [],
    informal: [],
  };
  const drafts = draftsOfLength(corpus, 100, 3);
  assert.equal(drafts.length, 3);
  for (const text of drafts) {
    assert.ok(text.length >= 75 && text.length <= 125, `${text.length}: ${text}`);
    assert.match(text, /\.$/);
  }
});
