import assert from 'node:assert/strict';
import { refineMessage } from '../clarity-engine.ts';
import { countContractions } from '../../text/english/contractions.ts';
import { defaultRuleFamilyIds } from '../rules/rule-families.ts';
import { familiesFor } from './refinement-styles.ts';

Deno.test('without a style the engine applies exactly the default families', async () => {
  assert.deepEqual(familiesFor(undefined), defaultRuleFamilyIds);
  const draft = "We don't basically need it ASAP, I think. Could you send it by 3 June?";
  assert.match((await refineMessage(draft)).refined, /don't/);
});

Deno.test('SHORTER drops fillers and opening hedges the default keeps', async () => {
  const draft =
    'I just wanted to say that we actually finished the pilot. As you know, the deadline is 12 May, so please note that we simply need the signed form. It seems that the reviewers are pretty happy.';
  const { refined } = await refineMessage(draft, { style: 'shorter' });
  assert.equal(
    refined,
    'We finished the pilot. The deadline is 12 May, so we need the signed form. The reviewers are happy.',
  );
});

Deno.test('SHORTER says so when nothing more can be cut', async () => {
  const { refined, notes } = await refineMessage('We finished the pilot on 12 May.', {
    style: 'shorter',
  });
  assert.equal(refined, 'We finished the pilot on 12 May.');
  assert.match(notes[0]!, /^SHORTER: nothing more could be cut/);
});

Deno.test(
  'FORMAL leaves no contraction, exclamation or chatty opener, and keeps a quote as it is',
  async () => {
    const draft =
      "Hey Maria! So, we're gonna need the data ASAP. We'd finished the draft by 3 June, and it's been reviewed. She said \"we don't know\" and that's fine. Thanks!";
    const { refined, notes } = await refineMessage(draft, { style: 'formal' });
    assert.equal(
      refined,
      'Dear Maria,\n\nWe are going to need the data as soon as possible. We had finished the draft by 3 June, and it has been reviewed. She said "we don\'t know" and that is fine. Thank you.',
    );
    assert.equal(countContractions(refined.replace(/"[^"]*"/g, '')), 0);
    assert.ok(
      notes.includes('FORMAL: kept "don\'t" inside a quotation or code.'),
      notes.join('\n'),
    );
  },
);

Deno.test('FORMAL keeps the connectives the default makes plain', async () => {
  const draft = 'However, the dose was low. Therefore, we stopped the trial.';
  assert.equal(
    (await refineMessage(draft)).refined,
    'But the dose was low. So we stopped the trial.',
  );
  assert.equal((await refineMessage(draft, { style: 'formal' })).refined, draft);
});

Deno.test('FORMAL names the contraction it will not guess a question around', async () => {
  const draft = "Aren't the results in Table 2 convincing?";
  const { refined, notes } = await refineMessage(draft, { style: 'formal' });
  assert.equal(refined, draft);
  assert.match(notes[0]!, /^FORMAL: "Aren't" still contracted: rephrase the question/);
});

Deno.test('FRIENDLIER contracts and warms the greeting and sign-off', async () => {
  const draft =
    'Dear Maria,\n\nWe do not have the data yet. We are happy to share it, and I am sure we will have it by 3 June.\n\nKind regards,';
  const { refined } = await refineMessage(draft, { style: 'friendly' });
  assert.equal(
    refined,
    "Hi Maria,\n\nWe don't have the data yet. We're happy to share it, and I'm sure we'll have it by 3 June.\n\nBest,",
  );
});

Deno.test('FRIENDLIER says so when there is nothing to contract or warm up', async () => {
  const { notes } = await refineMessage('The pilot ends on 12 May.', { style: 'friendly' });
  assert.match(notes[0]!, /^FRIENDLIER: no change made here; a thank-you or a line of your own/);
});

Deno.test(
  'DIRECT drops hedges anywhere, leads with the request, says it as one and lists passive sentences',
  async () => {
    const draft =
      'This is perhaps a bit late, but the method seems to be sound, I think. The samples were analysed in May 2024 and the report was written by the team. The effect may be smaller than 12% [4]. Could you send the revised budget by 3 June?';
    const { refined, notes } = await refineMessage(draft, { style: 'direct' });
    assert.equal(
      refined,
      'Please send the revised budget by 3 June. This is late, but the method is sound. The samples were analysed in May 2024 and the report was written by the team. The effect may be smaller than 12% [4].',
    );
    assert.match(notes[0]!, /^passive sentence to rewrite: "The samples were analysed in May 2024/);
    assert.ok(
      notes.some((note) => /^DIRECT: "may" still hedge/.test(note)),
      notes.join('\n'),
    );
  },
);

Deno.test(
  'PLAIN swaps jargon for everyday words and names the abbreviations to spell out',
  async () => {
    const draft =
      'We leveraged a novel paradigm to quantify the heterogeneity of outcomes in a heterogeneous cohort of 120 adults (e.g., age, BMI). Therefore, the optimal dose remains uncertain.';
    const { refined, notes, gradeBefore, gradeAfter } = await refineMessage(draft, {
      style: 'plain',
    });
    assert.equal(
      refined,
      'We used a new model to measure the variation of results in a mixed group of 120 adults (for example, age, BMI). So the best dose remains uncertain.',
    );
    assert.ok(gradeAfter < gradeBefore, `${gradeBefore} → ${gradeAfter}`);
    assert.match(notes[0]!, /^PLAIN: spell out "BMI" the first time/);
  },
);
