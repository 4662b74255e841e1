import { testFamily } from './family-cases.test-support.ts';

testFamily('hedges', {
  rewrites: [
    { draft: 'The step may possibly need more time.', refined: 'The step may need more time.' },
    {
      draft: 'These data might perhaps indicate a trend.',
      refined: 'These data might indicate a trend.',
    },
    { draft: 'It could potentially explain the gap.', refined: 'It could explain the gap.' },
    { draft: 'The signal seems to suggest a leak.', refined: 'The signal suggests a leak.' },
    { draft: 'The signals seem to suggest a leak.', refined: 'The signals suggest a leak.' },
    { draft: 'The signal seemed to indicate a leak.', refined: 'The signal indicated a leak.' },
    { draft: 'Please possibly consider this.', refined: 'Please consider this.' },
    {
      draft: 'It is possible that the effect may be smaller.',
      refined: 'The effect may be smaller.',
    },
    {
      draft: 'We will wait, since it is possible that the trial might run late.',
      refined: 'We will wait, since the trial might run late.',
    },
    { draft: 'I think that the effect is large.', refined: 'The effect is large.' },
    { draft: 'In my opinion, the effect is large.', refined: 'The effect is large.' },
    { draft: 'I think results are mixed.', refined: 'Results are mixed.' },
  ],
  leavesAlone: [
    'It is possible that the effect is real.',
    'The effect may be smaller.',
    'It could not possibly work.',
    'I think.',
    'She wrote "it may possibly rain".',
    'We can possibly attend.',
    'The x-may possibly variant.',
  ],
});
