import { testFamily } from './family-cases.test-support.ts';

testFamily('softeners', {
  rewrites: [
    { draft: 'The room is perhaps too small.', refined: 'The room is too small.' },
    { draft: 'Maybe we should add a site.', refined: 'We should add a site.' },
    { draft: 'The plan is, arguably, too late.', refined: 'The plan is too late.' },
    { draft: 'The assay is a bit slow.', refined: 'The assay is slow.' },
    { draft: 'The assay is kind of slow.', refined: 'The assay is slow.' },
    { draft: 'The effect was rather small.', refined: 'The effect was small.' },
    { draft: 'The method is sound, I think.', refined: 'The method is sound.' },
    { draft: 'The plan works, to some extent.', refined: 'The plan works.' },
    { draft: 'We think that the dose is too low.', refined: 'The dose is too low.' },
    { draft: 'The method seems to be sound.', refined: 'The method is sound.' },
    { draft: 'The methods seem to be sound.', refined: 'The methods are sound.' },
    { draft: 'The patch seems to work.', refined: 'The patch works.' },
    { draft: 'Could you send the file by Friday?', refined: 'Please send the file by Friday.' },
    { draft: 'Would you be able to review it?', refined: 'Please review it.' },
    { draft: 'Would you mind checking Table 2?', refined: 'Please check Table 2.' },
  ],
  leavesAlone: [
    // The hedge of a finding stays (the claim lock): only the writer knows how sure the data are.
    'The effect is perhaps larger.',
    'The effect is, arguably, larger.',
    'The effect held, to some extent.',
    'Scores were perhaps higher among girls.',
    'The effect may be smaller.',
    'The effect is probably smaller.',
    'It is not perhaps the best choice.',
    'It is a kind of error we often see.',
    'We chose the drug rather than surgery.',
    'We need a bit of help.',
    'Could you believe it?',
    'She wrote "perhaps not" in the margin.',
    'We believe in open data.',
    'The data, it seems that way, are noisy.',
    // A hedge's first word inside a longer word is no hedge: "anymore" holds no "more or less".
    'Nobody checks it anymore or less.',
  ],
});
