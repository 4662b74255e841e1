import assert from 'node:assert/strict';
import { createClaimLock } from './claim-lock.ts';
import { WorkMeter } from '../text/work-meter.ts';

const changesOf = (draft: string, refined: string) =>
  createClaimLock(draft)
    .check(refined)
    .changed.map(({ kind, before, after, to }) => ({
      kind,
      ...(before ? { before } : {}),
      ...(after ? { after } : {}),
      ...(to ? { to } : {}),
    }));

/** Rewrites that carry a claim further, each with what the lock says changed. */
const refused: readonly [string, string, string, object[]][] = [
  [
    'association read as a cause',
    'Daily walking was associated with a lower risk of hip fracture (HR 0.78).',
    'Daily walking reduces the risk of hip fracture (HR 0.78).',
    [{ kind: 'strength', before: 'was associated with', after: 'reduces', to: 'causal' }],
  ],
  [
    'a hedged cause made firm',
    'The new protocol may shorten hospital stays.',
    'The new protocol will shorten hospital stays.',
    [
      { kind: 'strength', before: 'may shorten', after: 'will shorten', to: 'causal' },
      { kind: 'hedge', before: 'may', after: 'will' },
    ],
  ],
  [
    'the species dropped',
    'The compound slowed tumour growth in mice.',
    'The compound slowed tumour growth.',
    [{ kind: 'scope', before: 'in mice' }],
  ],
  [
    'a modifier of the scope dropped',
    'The compound slowed tumour growth in aged mice.',
    'The compound slowed tumour growth in mice.',
    [{ kind: 'scope', before: 'in aged mice' }],
  ],
  [
    'some participants, then all of them',
    'Some participants reported headaches after the second dose.',
    'Participants reported headaches after the second dose.',
    [{ kind: 'quantifier', before: 'Some' }],
  ],
  [
    'no significant difference, then none at all',
    'There was no significant difference in pain scores between the groups.',
    'There was no difference in pain scores between the groups.',
    [{ kind: 'statistical', before: 'no significant' }],
  ],
  [
    'a past result read as a general truth',
    'In this sample, children who read daily had larger vocabularies.',
    'In this sample, children who read daily have larger vocabularies.',
    [{ kind: 'tense', before: 'had larger', after: 'have larger' }],
  ],
  [
    'what the data suggest, now shown',
    'These findings suggest that mentoring improves retention.',
    'These findings show that mentoring improves retention.',
    [{ kind: 'hedge', before: 'suggest', after: 'show' }],
  ],
  [
    'a new cause the draft did not state',
    'We measured sleep and grades in 200 students.',
    'Sleep improves grades in students.',
    [{ kind: 'strength', after: 'improves', to: 'causal' }],
  ],
];

for (const [what, draft, refined, changes] of refused) {
  Deno.test(`claim lock refuses ${what}`, () => {
    assert.deepEqual(changesOf(draft, refined), changes);
  });
}

/** Rewrites that keep every claim: nothing is reported. */
const accepted: readonly [string, string, string][] = [
  [
    'the scope moved to the end',
    'In adults over 65, walking was associated with fewer fractures.',
    'Walking was associated with fewer fractures in adults over 65.',
  ],
  ['may for might', 'Statins may reduce delirium.', 'Statins might reduce delirium.'],
  [
    'suggest for indicate',
    'The data suggest that X improves Y.',
    'The data indicate that X improves Y.',
  ],
  [
    'likely for probably',
    'The loss was likely caused by frost.',
    'The loss was probably caused by frost.',
  ],
  [
    'I think for probably',
    'I think the drop is down to the survey.',
    'The drop is probably due to the survey.',
  ],
  [
    'a stacked hedge made one',
    'The drug may possibly reduce relapse.',
    'The drug may reduce relapse.',
  ],
  [
    'seems to suggest made suggests',
    'The results seem to suggest a benefit of X on Y.',
    'The results suggest a benefit of X on Y.',
  ],
  [
    'the passive made active',
    'Pain scores in mice were reduced by the treatment.',
    'The treatment reduced pain scores in mice.',
  ],
  [
    'no significant difference said another way',
    'There was no significant difference in scores between the sections.',
    'Scores did not differ significantly between the sections.',
  ],
  [
    'a cohort named in plainer words',
    'In this cohort, shift work was linked to diabetes.',
    'In this group, shift work was linked to diabetes.',
  ],
  [
    'two sentences moved and merged',
    'Response rates fell. We think the survey was too long. Walking was associated with fewer falls in the cohort.',
    'Walking was associated with fewer falls in the cohort. Response rates fell, and we think the survey was too long.',
  ],
  ['a request, not a claim', 'Perhaps we could meet on Tuesday.', 'Could we meet on Tuesday?'],
  ['a weaker claim', 'Exercise reduced anxiety.', 'Exercise was associated with lower anxiety.'],
];

for (const [what, draft, refined] of accepted) {
  Deno.test(`claim lock accepts ${what}`, () => {
    assert.deepEqual(changesOf(draft, refined), []);
  });
}

Deno.test('the lock lists the draft’s claims: sentence, strength, hedges and scope', () => {
  const lock = createClaimLock(
    'We recruited 40 adults. Statins may reduce delirium in older adults. Walking was linked to fewer falls.',
  );
  assert.deepEqual(lock.claims, [
    {
      sentence: 'Statins may reduce delirium in older adults.',
      strength: 'conditional',
      hedges: ['may'],
      scope: ['in older adults'],
    },
    {
      sentence: 'Walking was linked to fewer falls.',
      strength: 'correlational',
      hedges: [],
      scope: [],
    },
  ]);
});

Deno.test('a budget with no room left to read the reply says the check is incomplete', () => {
  const lock = createClaimLock('Statins may reduce delirium.');
  const spent = new WorkMeter(10);
  spent.spend(11);
  assert.deepEqual(lock.check('Statins reduce delirium.', spent), {
    changed: [],
    incomplete: true,
  });
});

// A paragraph pasted many times over: every word is in more sentences than the lock's
// alignment trusts to tell them apart, so each is matched by its place instead.
const pastedOften = (paragraph: string) => Array.from({ length: 24 }, () => paragraph).join(' ');

Deno.test('a paragraph pasted many times over keeps its claims when the reply keeps them', () => {
  const draft = pastedOften(
    'Data are in the shared folder. To facilitate the analysis, flag the carriers before the visit.',
  );
  const moved = draft.replace(
    'Data are in the shared folder. To facilitate',
    'To facilitate the analysis, flag the carriers before the visit. Data are in the shared folder. To facilitate',
  );
  assert.deepEqual(changesOf(draft, draft), []);
  assert.deepEqual(changesOf(draft, moved), []);
});

Deno.test('a paragraph pasted many times over is still refused when one copy overstates', () => {
  const draft = pastedOften('Daily walking was associated with a lower risk of falls.');
  const refined = draft.replace(
    'Daily walking was associated with a lower risk of falls.',
    'Daily walking reduces the risk of falls.',
  );
  assert.deepEqual(changesOf(draft, refined), [
    { kind: 'strength', before: 'was associated with', after: 'reduces', to: 'causal' },
  ]);
});
