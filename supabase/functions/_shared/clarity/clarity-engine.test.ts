import assert from 'node:assert/strict';
import { refineMessage } from './clarity-engine.ts';
import { maxNotes } from './clarity-notes.ts';

interface Draft {
  name: string;
  draft: string;
  refined: string;
  /** Substrings the report must contain (changes and remaining findings). */
  report: string[];
}

const drafts: Draft[] = [
  {
    name: 'turns padded, hedged politeness into a plain request (the issue’s example)',
    draft: 'We would like to kindly ask you to possibly consider utilizing the new form.',
    refined: 'Please use the new form.',
    report: ['"We would like to kindly ask you to possibly consider util..." -> "Please use"'],
  },
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
    report: ['"The the" -> "The"', '"a" -> "an": the article now matches the sound of "hour"'],
  },
  {
    name: 'drops fillers and an opening hedge, capitalising what follows',
    draft: 'I think that the effect is very important. Basically we really need more data.',
    refined: 'The effect is important. We need more data.',
    report: ['dropped "very"', 'dropped "Basically"', 'dropped "really"', 'dropped "I think that"'],
  },
  {
    name: 'turns a passive with a named agent around, after dropping the hedge before it',
    draft: 'I think the data was analyzed by the team, and the results are probably fine.',
    refined: 'The team analyzed the data, and the results are probably fine.',
    report: [
      'dropped "I think"',
      '"The data was analyzed by the team" -> "The team analyzed the data"',
      '- hedge "probably"',
    ],
  },
  {
    name: 'keeps an agentless passive and a long sentence as notes, not rewrites',
    draft:
      'The samples were shipped on Monday and the report was written after the many complications that were eventually found in the freezer had been documented in the log that the technicians keep.',
    refined:
      'The samples were shipped on Monday and the report was written after the many complications that were eventually found in the freezer had been documented in the log that the technicians keep.',
    report: [
      '- long sentence (32 words)',
      'passive voice: "were shipped"',
      'passive voice: "was written"',
      '- none: no safe rewrite applied.',
    ],
  },
  {
    name: 'uses the verb hidden in a noun, in the tense and person it was written in',
    draft: 'The committee made a decision, and the panel is conducting an analysis of the results.',
    refined: 'The committee decided, and the panel is analyzing the results.',
    report: ['"made a decision" -> "decided"', '"conducting an analysis of" -> "analyzing"'],
  },
  {
    name: 'matches "a" and "an" to how initialisms are said',
    draft:
      'We ran a RNA-seq experiment on a HPLC-purified sample, and an unique pattern emerged in a MRI cohort.',
    refined:
      'We ran an RNA-seq experiment on an HPLC-purified sample, and a unique pattern emerged in an MRI cohort.',
    report: [
      'the article now matches the sound of "RNA-seq"',
      'the article now matches the sound of "HPLC-purified"',
      '"an" -> "a": the article now matches the sound of "unique"',
      'the article now matches the sound of "MRI"',
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
    assert.match(result.report, /READABILITY grade -?\d+\.\d -> -?\d+\.\d/);
  });
}

Deno.test('clarity engine does not call "would like to" a vague "like"', async () => {
  const result = await refineMessage('We would like to thank you. It looks like rain.');
  assert.equal(result.refined, 'We would like to thank you. It looks like rain.');
  assert.equal(result.notes.filter((note) => note.includes('"like"')).length, 1);
});

Deno.test('clarity engine never flags a word inside a quote, code, a URL or a title', async () => {
  const result = await refineMessage(
    'The reviewer wrote "numerous studies utilize it", see `utilize()`, https://example.org/numerous and the Numerous Utilization Act.',
  );
  assert.doesNotMatch(result.notes.join('\n'), /numerous|utiliz/i);
  assert.equal(result.changes.length, 0);
});

Deno.test('clarity engine keeps at most five notes, most useful (structure) first', async () => {
  const result = await refineMessage(
    'The samples were shipped late and the report was written in a hurry because the protocol was changed, which means that the many various results that were found might perhaps be somewhat fairly unreliable, and it is quite possible that numerous things were missed by nobody in particular despite everything that was done.',
  );
  assert.ok(result.notes.length <= maxNotes, result.notes.join('\n'));
  assert.match(result.notes[0]!, /^long sentence/);
  assert.equal(result.structured.notes, result.notes);
});

Deno.test('clarity engine never suggests words that mislead in research writing', async () => {
  const result = await refineMessage(
    'The effect of the drug on the function of this protein is a type of question we will submit to the journal at this address.',
  );
  assert.doesNotMatch(
    result.report,
    /"effect": consider|"function": consider|"type"|"submit"|"address"/,
  );
});

Deno.test('clarity engine lowers the readability grade when it simplifies', async () => {
  const result = await refineMessage(
    'We will utilize the methodology in order to facilitate numerous improvements.',
  );
  assert.ok(
    result.gradeAfter < result.gradeBefore,
    `${result.gradeBefore} -> ${result.gradeAfter}`,
  );
});

Deno.test('clarity engine lists a change made several times once, with its count', async () => {
  const result = await refineMessage('We utilize A. We utilize B. We utilize C.');
  assert.equal(result.refined, 'We use A. We use B. We use C.');
  assert.deepEqual(result.changes, [
    { from: 'utilize', to: 'use', why: 'the plainer word reads faster (3 times)' },
  ]);
  assert.equal(result.edits.length, 3);
});

Deno.test('clarity engine applies only the rule families it is given', async () => {
  const draft = 'We would like to ask you to utilize the very new form.';
  const onlyPlain = await refineMessage(draft, { families: ['plain-words'] });
  assert.equal(onlyPlain.refined, 'We would like to ask you to use the very new form.');
  const none = await refineMessage(draft, { families: [] });
  assert.equal(none.refined, draft);
});

Deno.test('clarity engine is deterministic and uses no markdown', async () => {
  const text = 'It is very important that we utilize the the data in order to decide.';
  const first = await refineMessage(text);
  const second = await refineMessage(text);
  assert.equal(first.report, second.report);
  assert.doesNotMatch(first.report, /\*\*|^#/m);
});
