import assert from 'node:assert/strict';
import { refineMessage } from '../clarity-engine.ts';
import { everydayWordEntries } from './everyday-words-data.ts';
import { plainPhraseEntries } from './plain-phrases-data.ts';
import { plainWordEntries } from './plain-words-data.ts';
import { keepsTechnicalSense, technicalWords } from './technical-senses.ts';

/** Sentences of research prose where each listed word is a term of the field. */
const technicalUses = [
  'The difference was significant at the 5% level.',
  'The test had 80% power to detect it.',
  'We fitted a mixed model to the counts.',
  'The first principal component explained 40% of the variance.',
  'The optimal policy is unique.',
  'The loss function is convex.',
  'The residuals follow a normal distribution.',
  'Participants were assigned to two arms in random order.',
  'The mean was 4.2 and the median 3.9.',
  'The control group received a placebo.',
  'The sample included 310 adults.',
  'Age was a factor in the analysis.',
  'The novel coronavirus spread fast.',
  'Mice explored the novel object for 10 seconds.',
  'We set the initial conditions to zero.',
  'The mean is a sufficient statistic here.',
  'Mosquitoes transmit the virus at dusk.',
  'The feasible region is empty.',
];

for (const sentence of technicalUses) {
  Deno.test(`a term of the field stays: "${sentence}"`, async () => {
    assert.equal((await refineMessage(sentence)).refined, sentence);
  });
}

Deno.test('everyday uses of the guarded words are still made plain', async () => {
  assert.equal(
    (await refineMessage('We propose a novel method.')).refined,
    'We propose a new method.',
  );
  assert.equal(
    (await refineMessage('We will transmit the report to the board.')).refined,
    'We will send the report to the board.',
  );
  assert.equal(
    (await refineMessage('The initial plan was cheaper.')).refined,
    'The first plan was cheaper.',
  );
});

Deno.test('the guard reads past a determiner, and PLAIN may still swap the term', async () => {
  assert.ok(keepsTechnicalSense('transmit', ['the', 'virus']));
  assert.ok(!keepsTechnicalSense('transmit', ['the', 'report']));
  const plain = await refineMessage('The optimal dose is 5 mg.', { style: 'plain' });
  assert.equal(plain.refined, 'The best dose is 5 mg.');
});

Deno.test('no default simpler word is written for a word of the guard', () => {
  const defaults = [...plainWordEntries, ...everydayWordEntries, ...plainPhraseEntries];
  const guarded = defaults.filter((entry) => technicalWords.has(entry.match));
  assert.deepEqual(
    guarded.map((entry) => entry.match),
    [],
  );
});
