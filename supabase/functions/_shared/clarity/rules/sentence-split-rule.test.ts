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
    // A participle of consequence: "This" in the tense of the first verb, "thereby" folded in.
    {
      draft:
        'The flood closed the only road into the valley for most of the second week of March, causing long delays in the delivery of food and fuel to the farms.',
      refined:
        'The flood closed the only road into the valley for most of the second week of March. This caused long delays in the delivery of food and fuel to the farms.',
    },
    {
      draft:
        'Our survey of the twelve regional hospitals shows a steady rise in admissions over the winter months, suggesting that the current staffing plan is too thin for the season.',
      refined:
        'Our survey of the twelve regional hospitals shows a steady rise in admissions over the winter months. This suggests that the current staffing plan is too thin for the season.',
    },
    {
      draft:
        'We moved the second workshop of the network from London to Leeds in the north of England, thereby allowing most of the members to travel there by train in a day.',
      refined:
        'We moved the second workshop of the network from London to Leeds in the north of England. This allowed most of the members to travel there by train in a day.',
    },
  ],
  leavesAlone: [
    // A modal, or a verb both past and present, says no tense for "This" to take.
    'The new ward will open in the north wing of the hospital at the start of the next financial year, allowing the team to admit twice as many patients each week.',
    'We put the samples from all four sites into the same freezer in the basement for the whole of the first winter, causing a mix-up that took weeks to resolve.',
    // "leading" without "to" is not a consequence; a person may be the subject of "raising".
    'She worked full-time at the clinic in the city centre throughout the whole of her first degree at the university, raising two children on her own at the same time.',
    'The group spent the whole of the first year of the project on the design of the survey for the national census, leading the field in the methods it developed.',
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
