import assert from 'node:assert/strict';
import { createClarityAdapter, refineMessage } from './clarity-engine.ts';

interface Draft {
  name: string;
  draft: string;
  refined: string;
  /** Substrings the report must contain (changes and remaining findings). */
  report: string[];
}

const drafts: Draft[] = [
  {
    name: 'replaces wordy phrases with plain ones',
    draft: 'We will utilize the survey in order to measure recall prior to the launch.',
    refined: 'We will use the survey to measure recall before the launch.',
    report: ['"utilize" -> "use"', '"in order to" -> "to"', '"prior to" -> "before"'],
  },
  {
    name: 'fixes repeated words and the indefinite article',
    draft: 'The the results show a increase in a hour.',
    refined: 'The results show an increase in an hour.',
    report: ['"The the" -> "The"', '"a" -> "an"'],
  },
  {
    name: 'drops fillers and an opening hedge, capitalising what follows',
    draft: 'I think that the effect is very large. Basically we really need more data.',
    refined: 'The effect is large. We need more data.',
    report: ['dropped "very"', 'dropped "Basically"', 'dropped "really"', 'dropped "I think that"'],
  },
  {
    name: 'leaves passive voice and hard sentences as findings, not rewrites',
    draft:
      'The report was written by the team and the analysis was performed after a number of additional complications were eventually found by the many reviewers who were involved in the whole process.',
    refined:
      'The report was written by the team and the analysis was performed after a number of additional complications were eventually found by the many reviewers who were involved in the whole process.',
    report: [
      'passive voice at "written"',
      'long sentence (32 words)',
      'hard to read',
      '"a number of": consider "many" or "some"',
      '- none: no safe rewrite applied.',
    ],
  },
  {
    name: 'keeps a clear message as it is',
    draft: 'Send me the draft by Friday.',
    refined: 'Send me the draft by Friday.',
    report: ['- none: no safe rewrite applied.', '- nothing: it reads clearly.'],
  },
];

for (const { name, draft, refined, report } of drafts) {
  Deno.test(`clarity engine ${name}`, async () => {
    const result = await refineMessage(draft);
    assert.equal(result.refined, refined);
    for (const expected of report)
      assert.ok(result.report.includes(expected), `missing ${expected} in:\n${result.report}`);
    assert.match(result.report, /^REFINED\n/);
    assert.match(result.report, /READABILITY grade \d+\.\d -> \d+\.\d/);
  });
}

Deno.test('clarity engine lowers the readability grade when it simplifies', async () => {
  const result = await refineMessage(
    'We will utilize the methodology in order to facilitate numerous improvements.',
  );
  assert.ok(
    result.gradeAfter < result.gradeBefore,
    `${result.gradeBefore} -> ${result.gradeAfter}`,
  );
});

Deno.test('clarity engine is deterministic and uses no markdown', async () => {
  const text = 'It is very important that we utilize the the data in order to decide.';
  const first = await refineMessage(text);
  const second = await refineMessage(text);
  assert.equal(first.report, second.report);
  assert.doesNotMatch(first.report, /\*\*|^#/m);
});

Deno.test('the local adapter answers as vendor local and respects an aborted signal', async () => {
  const adapter = createClarityAdapter();
  assert.equal(adapter.vendor, 'local');
  const reply = await adapter.generate('Hello there.', { signal: new AbortController().signal });
  assert.match(reply.text, /^REFINED\nHello there\./);
  await assert.rejects(adapter.generate('Hello.', { signal: AbortSignal.abort() }));
});
