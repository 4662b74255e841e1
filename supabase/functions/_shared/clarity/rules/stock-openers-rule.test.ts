import { testFamily } from './family-cases.test-support.ts';

testFamily('stock-openers', {
  rewrites: [
    {
      draft: 'Dear Dr. Lee,\n\nI hope this email finds you well. We need the 12 samples by Friday.',
      refined: 'Dear Dr. Lee,\n\nWe need the 12 samples by Friday.',
    },
    {
      draft: 'Hi Jun, sorry to bother you again. Do you have the password?',
      refined: 'Hi Jun, Do you have the password?',
    },
    {
      draft: 'I am sorry to bother you with an unsolicited email. I study soils in Accra.',
      refined: 'I study soils in Accra.',
    },
    {
      draft: 'I hope you had a good weekend. The run finished.\n\nBest,\nYuki',
      refined: 'The run finished.\n\nBest,\nYuki',
    },
    {
      draft:
        'I just wanted to follow up on my email from last week, in case it got buried in your inbox. Could you reply?',
      refined: 'I wanted to follow up on my email from last week. Could you reply?',
    },
    {
      draft: 'Just following up on the review of MS-2024-0567. Could you reply?',
      refined: 'Following up on the review of MS-2024-0567. Could you reply?',
    },
    {
      draft: 'Just a friendly reminder about the timesheets. Please submit them by Friday.',
      refined: 'A friendly reminder about the timesheets. Please submit them by Friday.',
    },
  ],
  leavesAlone: [
    // A message keeps something to say; a stock sentence with a fact or a name stays.
    'I hope this email finds you well.',
    'I hope you are well after the surgery on 3 May. The results are in.',
    'We just need 5 more samples.',
    'It was just a reminder that the data were noisy.',
    'I hope the model converges. The run started.',
    'Sorry to bother you, but could you resend the file?',
    'The files are attached, in case it got lost in your inboxes.',
  ],
});
