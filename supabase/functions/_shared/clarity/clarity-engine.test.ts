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
    report: ['"The the" -> "The"', '"a" -> "an": the article now matches the sound of "hour"'],
  },
  {
    name: 'drops fillers and an opening hedge, capitalising what follows',
    draft: 'I think that the effect is very large. Basically we really need more data.',
    refined: 'The effect is large. We need more data.',
    report: ['dropped "very"', 'dropped "Basically"', 'dropped "really"', 'dropped "I think that"'],
  },
  {
    name: 'finds the passive voice with a regular participle, after dropping the hedge',
    draft: 'I think the data was analyzed by the team, and the results are probably fine.',
    refined: 'The data was analyzed by the team, and the results are probably fine.',
    report: [
      'dropped "I think"',
      '- passive voice: "was analyzed": say who acts',
      '- vague word "probably"',
    ],
  },
  {
    name: 'leaves passive voice and hard sentences as findings, not rewrites',
    draft:
      'The report was written by the team and the analysis was performed after a number of additional complications were eventually found by the many reviewers who were involved in the whole process.',
    refined:
      'The report was written by the team and the analysis was performed after a number of additional complications were eventually found by the many reviewers who were involved in the whole process.',
    report: [
      '- long sentence (32 words)',
      'passive voice: "was written"',
      'passive voice: "was performed"',
      'passive voice: "were eventually found"',
      'hard to read',
      '"a number of": consider "many" or "some"',
      '- none: no safe rewrite applied.',
    ],
  },
  {
    name: 'asks to split a long request and lists its passives before its word choices',
    draft:
      'Dear Dr. Chen, I am writing to ask whether it would be possible to utilize the confocal microscope in your lab next week, since ours is being repaired and we have a number of samples that need to be imaged prior to the end of the month.',
    refined:
      'Dear Dr. Chen, I am writing to ask whether it would be possible to use the confocal microscope in your lab next week, since ours is being repaired and we have a number of samples that need to be imaged before the end of the month.',
    report: [
      '"utilize" -> "use"',
      '"prior to" -> "before"',
      'STILL WORTH A LOOK\n- long sentence (46 words)',
      '- passive voice: "being repaired": say who acts, for more impact.\n- passive voice: "be imaged"',
      '"a number of": consider "many" or "some"',
      'hedge "possible"',
    ],
  },
  {
    name: 'flags weasel words but not the greeting',
    draft:
      'Hi all, the preliminary results are quite promising. Various studies have shown that this effect is very robust, but many reviewers remain skeptical.',
    refined:
      'Hi all, the preliminary results are quite promising. Various studies have shown that this effect is robust, but many reviewers remain skeptical.',
    report: ['dropped "very"', 'vague word "quite"', 'vague word "Various"', 'vague word "many"'],
  },
  {
    name: 'fixes every repeated word in a short note and keeps its passive as a finding',
    draft:
      'Hello Maria, the samples were shipped on Monday and should arrive by Thursday. Please let me know if if anything is missing from the the box.',
    refined:
      'Hello Maria, the samples were shipped on Monday and should arrive by Thursday. Please let me know if anything is missing from the box.',
    report: ['"if if" -> "if"', '"the the" -> "the"', 'passive voice: "were shipped"'],
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
    name: 'does not mistake a state or "indeed" for the passive voice',
    draft: 'I was interested in your talk. The protocol was indeed changed last year.',
    refined: 'I was interested in your talk. The protocol was indeed changed last year.',
    report: ['- passive voice: "was indeed changed"'],
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
