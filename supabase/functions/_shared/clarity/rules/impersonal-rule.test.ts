import { testFamily } from './family-cases.test-support.ts';

testFamily('impersonal', {
  rewrites: [
    {
      draft: 'We ran the trial in 2021. It was found that recall fell.',
      refined: 'We ran the trial in 2021. We found that recall fell.',
    },
    {
      draft: 'Our team met. It has been shown that the dose matters.',
      refined: 'Our team met. We have shown that the dose matters.',
    },
    {
      draft: 'It can be concluded that our model is stable.',
      refined: 'We can conclude that our model is stable.',
    },
    {
      draft: 'It was hypothesised that our cohort would differ, as we organised it.',
      refined: 'We hypothesised that our cohort would differ, as we organised it.',
    },
    {
      draft: 'In this study, an investigation was conducted into the effects of sleep on us.',
      refined: 'In this study, we investigated the effects of sleep on us.',
    },
    {
      draft: 'An analysis of the survey responses was performed in May. We then wrote it up.',
      refined: 'We analyzed the survey responses in May. We then wrote it up.',
    },
    {
      draft: 'A comparison was made between the two cohorts of our trial.',
      refined: 'We compared the two cohorts of our trial.',
    },
    {
      draft: 'We met, and an evaluation of the pilot has been carried out.',
      refined: 'We met, and we have evaluated the pilot.',
    },
  ],
  leavesAlone: [
    // No "we" in the text: who found it is unknown.
    'It was found that recall fell.',
    'An investigation was conducted into the effects of sleep.',
    // Someone else did it.
    'An analysis of the samples was performed by the central lab for us.',
    // Not a noun phrase between the noun and the verb.
    'An analysis of what we saw was performed later.',
    // A quoted "we" is someone else's.
    'The memo said "we agree". It was found that recall fell.',
    'It was found to be stable, so we kept it.',
  ],
});
