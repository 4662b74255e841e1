import { testFamily } from './family-cases.test-support.ts';

testFamily('modifiers', {
  rewrites: [
    { draft: 'The results are very promising.', refined: 'The results are promising.' },
    { draft: 'It is a very important point.', refined: 'It is an important point.' },
    { draft: 'It is an extremely useful tool.', refined: 'It is a useful tool.' },
    { draft: 'We really appreciate it.', refined: 'We appreciate it.' },
    { draft: 'Their claim was totally unrealistic.', refined: 'Their claim was unrealistic.' },
    {
      draft: 'It is particularly difficult to reconcile.',
      refined: 'It is difficult to reconcile.',
    },
    { draft: 'The views were somewhat differing.', refined: 'The views were differing.' },
    { draft: 'They were somewhat more aware.', refined: 'They were more aware.' },
    { draft: 'The antibody is basically working.', refined: 'The antibody is working.' },
    { draft: 'Basically, the antibody works.', refined: 'The antibody works.' },
    {
      draft: 'We thank you for this very helpful comment.',
      refined: 'We thank you for this helpful comment.',
    },
    { draft: 'The effect was quite large.', refined: 'The effect was large.' },
  ],
  leavesAlone: [
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
