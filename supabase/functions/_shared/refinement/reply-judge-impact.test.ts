import assert from 'node:assert/strict';
import { createReplyJudge } from './reply-judge.ts';

const draft = [
  'Hi Tomás,',
  '',
  'The discussion is still weak. Since you ran the pilot, you know its limits. Could you send me your comments by Friday 14 March?',
  '',
  'Thanks!',
  'Ines',
].join('\n');
const reply = (refined: string) => `REFINED\n${refined}\n\nCHANGES\n- led with the request`;
const judge = createReplyJudge(draft);

Deno.test(
  'accepts a reply that leads with the ask and keeps its deadline, greeting and sign-off',
  () => {
    const verdict = judge.judge(
      reply(
        'Hi Tomás,\n\nCould you send me your comments by Friday 14 March? The discussion is still weak, and you know its limits best.\n\nThanks!\nInes',
      ),
    );
    assert.ok(verdict.accepted);
  },
);

Deno.test('refuses a reply that drops the ask, like a lost number', () => {
  const verdict = judge.judge(
    reply(
      'Hi Tomás,\n\nThe discussion is still weak, and you know its limits best. Your comments by Friday 14 March would help.\n\nThanks!\nInes',
    ),
  );
  assert.ok(!verdict.accepted && verdict.rejection === 'impact_lost');
  assert.deepEqual(verdict.impact, [
    { part: 'ask', text: 'Could you send me your comments by Friday 14 March?' },
  ]);
  // The reading is kept, so the best of such replies can still be the answer, with CHECK lines.
  assert.match(verdict.parsed.refined, /^Hi Tomás/);
});

Deno.test('refuses a reply that changes the greeting or the sign-off', () => {
  const cases: [string, { part: string; text: string }][] = [
    [
      'Dear Tomás,\n\nCould you send me your comments by Friday 14 March? The discussion is still weak.\n\nThanks!\nInes',
      { part: 'greeting', text: 'Hi Tomás,' },
    ],
    [
      'Hi Tomás,\n\nCould you send me your comments by Friday 14 March? The discussion is still weak.\n\nBest regards,\nInes',
      { part: 'sign-off', text: 'Thanks!' },
    ],
  ];
  for (const [refined, lost] of cases) {
    const verdict = judge.judge(reply(refined));
    assert.ok(!verdict.accepted && verdict.rejection === 'impact_lost', refined);
    assert.deepEqual(verdict.impact, [lost]);
  }
});

Deno.test(
  'a deadline that is a date is a fact, and its loss a lost fact; one in words is an impact loss',
  () => {
    const dated = judge.judge(
      reply(
        'Hi Tomás,\n\nCould you send me your comments soon? The discussion is still weak.\n\nThanks!\nInes',
      ),
    );
    assert.ok(!dated.accepted && dated.rejection === 'facts_lost');
    const chat = createReplyJudge(
      'can you check the numbers in Table 2 before I resubmit tonight?',
    );
    const verdict = chat.judge(reply('Can you check the numbers in Table 2?'));
    assert.ok(!verdict.accepted && verdict.rejection === 'impact_lost');
    assert.deepEqual(verdict.impact, [{ part: 'deadline', text: 'before I resubmit tonight' }]);
  },
);

Deno.test('FORMAL and FRIENDLIER may restyle the greeting and sign-off, to the same person', () => {
  const formal = createReplyJudge(draft, { style: 'formal' });
  const restyled = formal.judge(
    reply(
      'Dear Tomás,\n\nCould you send me your comments by Friday 14 March? The discussion is still weak.\n\nBest regards,\nInes',
    ),
  );
  assert.ok(restyled.accepted);
  const otherPerson = formal.judge(
    reply(
      'Dear Dr. Lee,\n\nCould you send me your comments by Friday 14 March? The discussion is still weak.\n\nBest regards,\nInes',
    ),
  );
  assert.ok(!otherPerson.accepted && otherPerson.rejection === 'impact_lost');
});

Deno.test('a hedged request asked as a question is no claim stated more strongly', () => {
  const wrapped = createReplyJudge(
    'Dear Professor Lindqvist,\n\nI read your 2023 paper on river deltas. I was wondering if you might possibly be open to a short call sometime in the next few weeks.\n\nBest regards,\nDaniel',
  );
  const verdict = wrapped.judge(
    reply(
      'Dear Professor Lindqvist,\n\nWould you be open to a short call in the next few weeks? I read your 2023 paper on river deltas.\n\nBest regards,\nDaniel',
    ),
  );
  assert.ok(verdict.accepted, JSON.stringify(!verdict.accepted && verdict.rejection));
});
