import { testFamily } from './family-cases.test-support.ts';

testFamily('modifiers', {
  rewrites: [
    { draft: 'The results are very promising.', refined: 'The results are promising.' },
    { draft: 'It is a very important point.', refined: 'It is an important point.' },
    { draft: 'It is an extremely useful tool.', refined: 'It is a useful tool.' },
    { draft: 'We really appreciate it.', refined: 'We appreciate it.' },
    { draft: 'We totally agree with the referee.', refined: 'We agree with the referee.' },
    { draft: 'This step is absolutely essential.', refined: 'This step is essential.' },
    { draft: 'It is a truly unique cohort.', refined: 'It is a unique cohort.' },
    { draft: 'You are quite right.', refined: 'You are right.' },
    { draft: 'We are particularly grateful to Maria.', refined: 'We are grateful to Maria.' },
    { draft: 'The antibody is basically working.', refined: 'The antibody is working.' },
    { draft: 'Basically, the antibody works.', refined: 'The antibody works.' },
    {
      draft: 'We thank you for this very helpful comment.',
      refined: 'We thank you for this helpful comment.',
    },
    { draft: 'The tables are (very helpful) here.', refined: 'The tables are (helpful) here.' },
  ],
  leavesAlone: [
    // The degree is the claim: a quantity, a frequency, a size, a comparison.
    'Very little has been studied on this question.',
    'Very few patients returned the form.',
    'Such reactions are extremely rare.',
    'The market for reagents is extremely competitive.',
    'The effect was quite large.',
    'Their claim was totally unrealistic.',
    'The risk of bias is very low.',
    'The association was particularly strong in adults.',
    'They were somewhat more aware.',
    'The effect was not very large.',
    "I'm not very sure.",
    'Thank you very much.',
    'At the very start we agreed.',
    'It was the very best result.',
    'The effect was strong, particularly in children.',
    'We found quite a few errors.',
    'It was a completely randomized design.',
    'She said it was "very, very good".',
    'Is it really?',
  ],
});
