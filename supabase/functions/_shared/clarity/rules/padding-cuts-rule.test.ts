import { testFamily } from './family-cases.test-support.ts';

testFamily('padding-cuts', {
  rewrites: [
    {
      draft:
        'Would you be open to a short call sometime in the next few weeks to discuss whether there could be potential for a collaboration, if you have time?',
      refined: 'Would you be open to a short call to discuss a collaboration?',
    },
    {
      draft: 'I have been following your work for some time. Could we talk?',
      refined: 'I have been following your work. Could we talk?',
    },
    {
      draft: 'When you get a chance, could you push the code sometime next week?',
      refined: 'Could you push the code next week?',
    },
    {
      draft: 'Could you book the room? Please let me know if you have any questions.',
      refined: 'Could you book the room?',
    },
    {
      draft:
        'Could you review it by 10 October?\n\nThank you very much for your time and consideration.\n\nKind regards,\nLaura',
      refined: 'Could you review it by 10 October?\n\nKind regards,\nLaura',
    },
    {
      draft: 'We know how busy this time of year is. Could you send the report?',
      refined: 'Could you send the report?',
    },
  ],
  leavesAlone: [
    'The effect held for some time after the treatment ended.',
    'We ran it for some time in 2023.',
    'Please let me know if you have any questions about the 12 samples in Table 2.',
    'Let me know if you have any questions.',
    // A clause ends at a word's end: "a chance" is not the start of "chanceless".
    'Could you send it when you get a chanceless day?',
  ],
});
