import assert from 'node:assert/strict';
import { shieldDraft } from '../privacy/privacy-shield.ts';
import { createReplyJudge } from './reply-judge.ts';

/**
 * The judge of a reply to a masked draft: the vendor saw placeholders, the writer gets the
 * values back, and a reply that lost a placeholder fails like one that lost a number.
 */
const draft =
  'Hi Maria, please write to j.moreno@uni-example.edu or call +44 20 7946 0958 about the 12 samples; the key is sk-proj-Xb7KqL9mN2pR4sT6vW8yZ0aC3eF5hJ1k and {{room B12}} is free.';
const { masked, vault } = await shieldDraft(draft);
const judge = createReplyJudge(draft, { vault });

const reply = (refined: string, changes = '- "please write" -> "write": shorter.') =>
  `REFINED\n${refined}\n\nCHANGES\n${changes}`;

Deno.test('the vendor sees placeholders, never the values', () => {
  assert.equal(
    masked,
    'Hi Maria, please write to ⟦EMAIL 1⟧ or call ⟦PHONE 1⟧ about the 12 samples; the key is ⟦SECRET 1⟧ and ⟦PRIVATE 1⟧ is free.',
  );
});

Deno.test('a reply that kept every placeholder is accepted with every value back', () => {
  const verdict = judge.judge(
    reply(
      'Hi Maria, write to ⟦EMAIL 1⟧ or call ⟦PHONE 1⟧ about the 12 samples. The key is ⟦SECRET 1⟧, and ⟦PRIVATE 1⟧ is free.',
      '- "please write to ⟦EMAIL 1⟧" -> "write to ⟦EMAIL 1⟧": shorter.\n- split the sentence at ⟦SECRET 1⟧: easier to read.',
    ),
  );
  assert.ok(verdict.accepted);
  assert.equal(
    verdict.parsed.refined,
    'Hi Maria, write to j.moreno@uni-example.edu or call +44 20 7946 0958 about the 12 samples. The key is sk-proj-Xb7KqL9mN2pR4sT6vW8yZ0aC3eF5hJ1k, and {{room B12}} is free.',
  );
  // CHANGES may quote a placeholder again: only the refined message is held to the draft's count.
  assert.deepEqual(verdict.parsed.changes, [
    {
      reason: 'shorter',
      before: 'please write to j.moreno@uni-example.edu',
      after: 'write to j.moreno@uni-example.edu',
    },
    { reason: 'split the sentence at sk-proj-Xb7KqL9mN2pR4sT6vW8yZ0aC3eF5hJ1k: easier to read.' },
  ]);
  assert.doesNotMatch(verdict.output, /[⟦⟧]/u);
  assert.match(verdict.output, /^REFINED\nHi Maria, write to j\.moreno@uni-example\.edu/);
  assert.deepEqual(verdict.facts.missing, []);
});

Deno.test(
  'the fact lock reads the restored text against the draft as typed, not the masked text',
  () => {
    const verdict = judge.judge(
      reply(
        'Hi Maria, write to ⟦EMAIL 1⟧ or call ⟦PHONE 1⟧ about the 12 samples; the key is ⟦SECRET 1⟧ and ⟦PRIVATE 1⟧ is free.',
      ),
    );
    assert.ok(verdict.accepted);
    const locked = judge.lock.locked.map((fact) => fact.text);
    assert.ok(locked.includes('j.moreno@uni-example.edu'), locked.join(' | '));
    assert.ok(locked.includes('12'), locked.join(' | '));
    // A placeholder's ordinal is no number of the draft.
    assert.ok(!locked.includes('1'), locked.join(' | '));
  },
);

Deno.test('a lost number is still a lost number, quoted from the draft as typed', () => {
  const verdict = judge.judge(
    reply(
      'Hi Maria, write to ⟦EMAIL 1⟧ or call ⟦PHONE 1⟧ about the samples; the key is ⟦SECRET 1⟧ and ⟦PRIVATE 1⟧ is free.',
    ),
  );
  assert.ok(!verdict.accepted && verdict.rejection === 'facts_lost');
  assert.deepEqual(
    verdict.facts.missing.filter((fact) => fact.hard),
    [{ kind: 'number', text: '12', hard: true }],
  );
  assert.doesNotMatch(verdict.output, /[⟦⟧]/u);
});

const keepsAllBut = (refined: string) =>
  judge.judge(
    reply(
      `Hi Maria, ${refined} about the 12 samples; the key is ⟦SECRET 1⟧ and ⟦PRIVATE 1⟧ is free.`,
    ),
  );

Deno.test('a reply that dropped a placeholder is rejected, naming only its kind', () => {
  assert.deepEqual(keepsAllBut('write to her or call ⟦PHONE 1⟧'), {
    accepted: false,
    rejection: 'placeholders_lost',
    withheld: ['email'],
  });
});

Deno.test('a reply that duplicated or altered a placeholder is rejected too', () => {
  assert.deepEqual(keepsAllBut('write to ⟦EMAIL 1⟧ or ⟦EMAIL 1⟧, or call ⟦PHONE 1⟧'), {
    accepted: false,
    rejection: 'placeholders_lost',
    withheld: ['email'],
  });
  assert.deepEqual(keepsAllBut('write to ⟦EMAIL 1⟧ or call ⟦PHONE 2⟧'), {
    accepted: false,
    rejection: 'placeholders_lost',
    withheld: ['phone'],
  });
  assert.deepEqual(keepsAllBut('write to ⟦EMAIL 1⟧ or call ⟦Phone 1⟧'), {
    accepted: false,
    rejection: 'placeholders_lost',
    withheld: ['phone'],
  });
});

Deno.test('a placeholder this request never made, even in CHANGES, fails the reply', () => {
  const verdict = judge.judge(
    reply(
      'Hi Maria, write to ⟦EMAIL 1⟧ or call ⟦PHONE 1⟧ about the 12 samples; the key is ⟦SECRET 1⟧ and ⟦PRIVATE 1⟧ is free.',
      '- added ⟦EMAIL 2⟧ as a second contact: clearer.',
    ),
  );
  assert.deepEqual(verdict, {
    accepted: false,
    rejection: 'placeholders_lost',
    withheld: ['email'],
  });
});

Deno.test('an answer that is not about the draft is off topic first', () => {
  assert.deepEqual(
    judge.judge(reply('Waves that whisper, tides that turn, salt and silver, sun and fern.')),
    { accepted: false, rejection: 'off_topic' },
  );
});

Deno.test('a value that looks like Markdown comes back exactly as typed', async () => {
  const typed = 'Log in as admin with password: p**ss__w0rd** and send the 3 files today.';
  const shielded = await shieldDraft(typed);
  assert.doesNotMatch(shielded.masked, /p\*\*ss/);
  const markdownJudge = createReplyJudge(typed, { vault: shielded.vault });
  const verdict = markdownJudge.judge(
    reply(`**Log in** as admin with ${shielded.masked.slice('Log in as admin with '.length)}`),
  );
  assert.ok(verdict.accepted);
  assert.equal(
    verdict.parsed.refined,
    'Log in as admin with password: p**ss__w0rd** and send the 3 files today.',
  );
});
