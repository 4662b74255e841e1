import { testFamily } from './family-cases.test-support.ts';

testFamily('concision', {
  rewrites: [
    // Manner phrases one adverb says (Strunk & White).
    { draft: 'We analysed it in a careful manner.', refined: 'We analysed it carefully.' },
    { draft: 'They coded it in a systematic way.', refined: 'They coded it systematically.' },
    { draft: 'Work in a more efficient fashion.', refined: 'Work more efficiently.' },
    // Categories the adjective already names.
    { draft: 'The cells were small in size.', refined: 'The cells were small.' },
    { draft: 'The task is technical in nature.', refined: 'The task is technical.' },
    // "located" before where.
    { draft: 'The lab is located in Leiden.', refined: 'The lab is in Leiden.' },
    { draft: 'The town, situated on the coast, grew.', refined: 'The town, on the coast, grew.' },
    // "different" after a count.
    { draft: 'We tested four different groups.', refined: 'We tested four groups.' },
    // Expletive openings.
    { draft: 'There are many studies that show this.', refined: 'Many studies show this.' },
    { draft: 'In May, there was a nurse who helped.', refined: 'In May, a nurse helped.' },
    // "who is", "which was" before a description.
    {
      draft: 'His brother, who is a member of the firm, agreed.',
      refined: 'His brother, a member of the firm, agreed.',
    },
    {
      draft: 'The drug, which was approved in 2019, works.',
      refined: 'The drug, approved in 2019, works.',
    },
    {
      draft: 'The model which is trained on text is small.',
      refined: 'The model trained on text is small.',
    },
    // "due to" as "because of".
    {
      draft: 'Due to rain, the game was cancelled.',
      refined: 'Because of rain, the game was cancelled.',
    },
    {
      draft: 'The game was cancelled due to rain.',
      refined: 'The game was cancelled because of rain.',
    },
    // "that" for a defining clause, in an American draft.
    {
      draft: 'We built a tool which predicts prices.',
      refined: 'We built a tool that predicts prices.',
    },
  ],
  leavesAlone: [
    'We built a model, which predicts prices.',
    'We ask which model works.',
    'The flat, which we organised in May, is let.',
    'It is unclear in which cases it fails.',
    'We worked in a similar way to them.',
    'It was done in a particular way.',
    'The houses were similar in size to ours.',
    'The cells were small in size and number.',
    'The plan was located by the team.',
    'The two groups differ.',
    'Two different people called.',
    'There is evidence that smoking harms.',
    'There are no data that support it.',
    'There were 12 patients who left.',
    'Releases are rare, but there are often snapshots that work.',
    'Unlike the clouds on Earth, however, which are made of ice, these are not.',
    'Which is why we left.',
    'The plan, which is not final, changed.',
    'The rate, which was increased by 5%, held.',
    'The test, which was found to be wrong, stayed.',
    'Losses due to rain were high.',
    'The delay was due to rain.',
    'The report is due to be published.',
  ],
});
