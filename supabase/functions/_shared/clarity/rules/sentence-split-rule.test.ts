import { testFamily } from './family-cases.test-support.ts';

testFamily('sentence-split', {
  rewrites: [
    {
      draft:
        'In this study we examined how sleep loss affects memory in healthy adults over two weeks, and we found that the effect was largest in the first three nights of the trial.',
      refined:
        'In this study we examined how sleep loss affects memory in healthy adults over two weeks. We found that the effect was largest in the first three nights of the trial.',
    },
    {
      draft:
        'The committee reviewed every proposal sent to the fund during the spring round of the year, but the members could not agree on a ranking before the summer break began.',
      refined:
        'The committee reviewed every proposal sent to the fund during the spring round of the year. But the members could not agree on a ranking before the summer break began.',
    },
    {
      draft:
        'The new scanner doubled the number of sessions we could book each week in the imaging unit, which made it much easier to recruit patients from the outpatient clinics nearby.',
      refined:
        'The new scanner doubled the number of sessions we could book each week in the imaging unit. This made it much easier to recruit patients from the outpatient clinics nearby.',
    },
    {
      draft:
        'The pilot sites kept their own records for the whole of the first year of the programme; the central office merged them into one register during the following spring.',
      refined:
        'The pilot sites kept their own records for the whole of the first year of the programme. The central office merged them into one register during the following spring.',
    },
    {
      draft:
        'We trained three small models on the cleaned corpus for ten days on a single shared machine, which were then compared against the baseline on every held-out task.',
      refined:
        'We trained three small models on the cleaned corpus for ten days on a single shared machine. They were then compared against the baseline on every held-out task.',
    },
    // A name with initials does not end the first part.
    {
      draft:
        'The maps were drawn by Anna K. Lindqvist for the survey of the northern coast in the spring of the first year, and the surveyors used them on every field trip that followed.',
      refined:
        'The maps were drawn by Anna K. Lindqvist for the survey of the northern coast in the spring of the first year. The surveyors used them on every field trip that followed.',
    },
    // The clause, not the town, prevents it: "This", not "They".
    {
      draft:
        'We have tried to keep the costs of the second workshop low by moving it from London to Leeds in the north, which will prevent the need for overnight stays.',
      refined:
        'We have tried to keep the costs of the second workshop low by moving it from London to Leeds in the north. This will prevent the need for overnight stays.',
    },
  ],
  leavesAlone: [
    // "It" or "This"? The core agreed, not the move: no pronoun is safe, so it stays.
    'All sectioning for the first two weeks of March has been moved from our own lab to the histology core, which has kindly agreed to host the work.',
    // "but also notes" has no subject of its own.
    'The agency welcomed the decision of the regional council to fund the new bridge over the river, but also notes that the cost of the work is still unknown.',
    // No subject before the first verb: nothing to repeat, and nothing breaks.
    'Now comes the hardest part of the work for every member of the committee who wrote the first draft of the annual report, and send it back.',
    // Short enough already.
    'We examined sleep loss in adults, and we found that the effect was largest early on.',
    // A list, not two clauses: "and humans were analysed" has no clause before it.
    'Samples from mice, rats, and humans were analysed with the same protocol in the central laboratory of the institute in Leiden during the last year of the project.',
    // The second clause may belong to the first one's "that".
    'The reviewers noted that the sample was small and drawn from a single region of the country, and the authors agreed that a larger study would be needed before any firm conclusion.',
    // "which" with its own subject needs its object back; inside brackets nothing is split.
    'The panel approved the budget for the second phase of the project in the spring, which we then used to hire two research assistants for the coming academic year.',
    'The trial (which ran for two years in four countries, and which enrolled more than a thousand adults with asthma) ended early for a reason nobody had foreseen at the start.',
  ],
});
