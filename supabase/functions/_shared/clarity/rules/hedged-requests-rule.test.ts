import { testFamily } from './family-cases.test-support.ts';

testFamily('hedged-requests', {
  rewrites: [
    {
      draft:
        'I was wondering if you might possibly be open to the idea of a short call sometime in the next few weeks.',
      refined: 'Would you be open to a short call sometime in the next few weeks?',
    },
    {
      draft: 'I would be grateful if you could send the data.',
      refined: 'Could you send the data?',
    },
    { draft: 'We would really appreciate it if you would reply.', refined: 'Would you reply?' },
    { draft: 'It would be great if you could join us.', refined: 'Could you join us?' },
    { draft: 'I was wondering if you could send the file?', refined: 'Could you send the file?' },
    {
      draft: 'I was wondering if you could possibly be able to check Table 2.',
      refined: 'Could you check Table 2?',
    },
    {
      draft: 'Would it be possible for you to share the raw files from 2021?',
      refined: 'Could you share the raw files from 2021?',
    },
    {
      draft: 'We are organising a workshop. Would it be possible to book Room 3.14 on 12 June?',
      refined: 'We are organising a workshop. Could we book Room 3.14 on 12 June?',
    },
    {
      draft: 'I was wondering whether it might be possible for me to visit your lab in 2026.',
      refined: 'Could I visit your lab in 2026?',
    },
    {
      draft:
        'We would like to ask whether a manuscript on these results would fit the scope of Sleep Health.',
      refined: 'Would a manuscript on these results fit the scope of Sleep Health?',
    },
    {
      draft: 'I would like to ask whether you are planning to take on students for 2026.',
      refined: 'Are you planning to take on students for 2026?',
    },
    // A clause after a comma keeps its lower case.
    {
      draft: 'Thanks for the data, so I was wondering if you could send the code too.',
      refined: 'Thanks for the data, so could you send the code too?',
    },
    // Joined on by "and", the question gets a sentence of its own: a statement and a question
    // joined by "and" read as neither.
    {
      draft: 'Thanks for the data, and I was wondering if you could send the code too.',
      refined: 'Thanks for the data. Could you send the code too?',
    },
    {
      draft:
        'The 2021 results (Smith et al., 2021) are important, and it would be great if you could review the draft by Friday.',
      refined:
        'The 2021 results (Smith et al., 2021) are important. Could you review the draft by Friday?',
    },
    {
      draft:
        'We finished the survey and we would like to ask whether a manuscript on it would fit the scope of Sleep Health.',
      refined: 'We finished the survey. Would a manuscript on it fit the scope of Sleep Health?',
    },
    // Anything but a comma before the "and" (a bracket, a quotation) keeps the one sentence.
    {
      draft: 'Thanks (see Table 2), and it would be great if you could check it.',
      refined: 'Thanks (see Table 2), and could you check it?',
    },
  ],
  leavesAlone: [
    // A hedge on a claim is the writer's; only requests to the reader become questions.
    'We were wondering whether the effect might be driven by temperature.',
    'It would be great if the results held in the second cohort.',
    'I wonder if the model is overfitting.',
    'We would like to thank you for the data.',
    'It might be possible to reduce the dose.',
    '"I was wondering if you could send it," she wrote.',
    'Could you send the file?',
  ],
});
