import { testFamily } from './family-cases.test-support.ts';

testFamily('connectives', {
  rewrites: [
    { draft: 'However, the dose was low.', refined: 'But the dose was low.' },
    { draft: 'Therefore, we stopped the trial.', refined: 'So we stopped the trial.' },
    { draft: 'Thus, the bound holds for every n.', refined: 'So the bound holds for every n.' },
    { draft: 'Consequently, the site closed.', refined: 'So the site closed.' },
    { draft: 'Nevertheless, the gap remained.', refined: 'Still, the gap remained.' },
    { draft: 'Nonetheless, 12 of 40 replied.', refined: 'Still, 12 of 40 replied.' },
    { draft: 'The dose was low; however, it worked.', refined: 'The dose was low, but it worked.' },
    { draft: 'It rained; therefore, we stayed.', refined: 'It rained, so we stayed.' },
    { draft: 'It rained; nevertheless, we went.', refined: 'It rained; still, we went.' },
    {
      draft: 'We ran two pilots. However, neither was blinded.',
      refined: 'We ran two pilots. But neither was blinded.',
    },
  ],
  leavesAlone: [
    // Not a connective here: "however large", "is therefore small", "and thus".
    'However large the sample, the bias stays.',
    'The effect is therefore small.',
    'It is deep and is, therefore, the coldest lake.',
    'The cells grew, and thus the yield rose.',
    'Hence the name.',
    // Mid-sentence after a comma no clause opens there.
    'The effect was, however, small.',
    'He said "However, we disagree." and left.',
  ],
});
