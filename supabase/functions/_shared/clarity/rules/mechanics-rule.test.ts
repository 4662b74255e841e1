import { testFamily } from './family-cases.test-support.ts';

testFamily('mechanics', {
  rewrites: [
    { draft: 'The the results are in.', refined: 'The results are in.' },
    {
      draft: 'Let me know if if anything is missing.',
      refined: 'Let me know if anything is missing.',
    },
    { draft: 'It took a hour.', refined: 'It took an hour.' },
    { draft: 'It is an unique case.', refined: 'It is a unique case.' },
    { draft: 'We ran a RNA-seq run.', refined: 'We ran an RNA-seq run.' },
    { draft: 'We bought an UV lamp.', refined: 'We bought a UV lamp.' },
    { draft: 'A MRI was done.', refined: 'An MRI was done.' },
  ],
  leavesAlone: [
    'The reviewer wrote "the the results" twice.',
    'Run `echo the the` to see it.',
    'She had had enough.',
    'It is a NASA mission.',
    'We saw a one-off effect.',
  ],
});
