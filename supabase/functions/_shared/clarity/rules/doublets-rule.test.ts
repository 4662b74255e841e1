import { testFamily } from './family-cases.test-support.ts';

testFamily('doublets', {
  rewrites: [
    { draft: 'The fee is due and payable on receipt.', refined: 'The fee is due on receipt.' },
    { draft: 'Each and every sample counts.', refined: 'Each sample counts.' },
    { draft: 'First and foremost, thank you.', refined: 'First, thank you.' },
    { draft: 'The clause is null and void.', refined: 'The clause is void.' },
    { draft: 'You must cease and desist.', refined: 'You must stop.' },
    { draft: 'They ceased and desisted in May.', refined: 'They stopped in May.' },
    { draft: 'The firm ceases and desists today.', refined: 'The firm stops today.' },
    {
      draft: 'They agreed to cease and desist from any use.',
      refined: 'They agreed to stop any use.',
    },
    { draft: 'We began and commenced the trial.', refined: 'We began the trial.' },
    { draft: 'We give, devise, and bequeath the estate.', refined: 'We give the estate.' },
    { draft: 'They joined together last year.', refined: 'They joined last year.' },
    { draft: 'Our future plans are modest.', refined: 'Our plans are modest.' },
    { draft: 'The end result was the same.', refined: 'The result was the same.' },
    { draft: 'The two pumps are one and the same.', refined: 'The two pumps are the same.' },
    { draft: 'We summarize briefly what we found.', refined: 'We summarize what we found.' },
    { draft: 'It draws on our past experience.', refined: 'It draws on our experience.' },
    { draft: 'We asked each individual nurse.', refined: 'We asked each nurse.' },
    { draft: 'They merged together in May.', refined: 'They merged in May.' },
  ],
  leavesAlone: [
    'Please read the terms and conditions.',
    'The contract says "due and payable" twice.',
    'The Due and Payable Act applies.',
    'We joined the group together with Maria.',
    'They ceased recruiting and desisted from advertising.',
  ],
});
