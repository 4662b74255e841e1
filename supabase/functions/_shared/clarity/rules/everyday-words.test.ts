import { testFamily } from './family-cases.test-support.ts';

testFamily('plain-words', {
  rewrites: [
    { draft: 'We will reiterate the request.', refined: 'We will repeat the request.' },
    { draft: 'The kit contains two vials.', refined: 'The kit has two vials.' },
    { draft: 'This constitutes a risk.', refined: 'This is a risk.' },
    { draft: 'The fee is reimbursed in May.', refined: 'The fee is paid back in May.' },
    { draft: 'We emphasised the limits.', refined: 'We stressed the limits.' },
    { draft: 'The gap diminished over time.', refined: 'The gap reduced over time.' },
    { draft: 'Growth accelerated in 2021.', refined: 'Growth sped up in 2021.' },
    { draft: 'We will inform you by Friday.', refined: 'We will tell you by Friday.' },
    { draft: 'They are referred to as hubs.', refined: 'They are called hubs.' },
    { draft: 'It enables faster reads.', refined: 'It allows faster reads.' },
    { draft: 'The rule is applicable to all sites.', refined: 'The rule applies to all sites.' },
    { draft: 'It fails in the absence of light.', refined: 'It fails without light.' },
    { draft: 'It was an erroneous entry.', refined: 'It was a wrong entry.' },
    { draft: 'We spoke on behalf of the panel.', refined: 'We spoke for the panel.' },
    { draft: 'The trend is similar to last year.', refined: 'The trend is like last year.' },
    { draft: 'The survey provides a baseline.', refined: 'The survey gives a baseline.' },
    {
      draft: 'We aim to determine whether it helps.',
      refined: 'We aim to find out whether it helps.',
    },
    { draft: 'We select two sites each year.', refined: 'We choose two sites each year.' },
    { draft: 'No study to date has tested it.', refined: 'No study so far has tested it.' },
    { draft: 'We witnessed a sharp rise.', refined: 'We saw a sharp rise.' },
    { draft: 'No change was witnessed.', refined: 'No change was seen.' },
    { draft: 'We found a substantial increase.', refined: 'We found a large increase.' },
    { draft: 'Ultimately, the board agreed.', refined: 'In the end, the board agreed.' },
  ],
  leavesAlone: [
    // Radiocarbon: "to date" is a verb here.
    'We used carbon to date the samples.',
    'The file is up to date.',
    // "provided" is also "if"; "provide X with Y" needs "with".
    'Provided the data are complete, we will start.',
    'We provide the sites with kits.',
    'The grant provides for travel.',
    // An adjective, a law of economics, a forensic finding, a physiological measure.
    'Carefully selected samples were kept.',
    'The model shows diminishing returns.',
    'The manner of death was unclear.',
    'We measured energy expenditure at rest.',
    'We found substantial evidence.',
    // The degree belongs to the likeness.
    'The trend is very similar to last year.',
    // "inform" a policy is not "tell" it; "determine" the outcome is to cause it.
    'The results will inform policy.',
    'Genes determine eye colour.',
    // Mid-sentence "ultimately" may mean "at bottom".
    'The dean is ultimately responsible.',
    // "As yet," opening a sentence would turn into "Yet," (a contrast).
    'As yet, no one has replied.',
  ],
});
