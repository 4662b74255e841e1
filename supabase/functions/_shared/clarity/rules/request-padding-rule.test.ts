import { testFamily } from './family-cases.test-support.ts';

testFamily('padding', {
  rewrites: [
    {
      draft: 'We would like to kindly ask you to possibly consider utilizing the new form.',
      refined: 'Please use the new form.',
    },
    { draft: 'I would like to ask you to send the data.', refined: 'Please send the data.' },
    { draft: 'We would also like to ask you to sign it.', refined: 'Please also sign it.' },
    { draft: 'We ask that you submit it by Friday.', refined: 'Please submit it by Friday.' },
    { draft: 'You are requested to sign the form.', refined: 'Please sign the form.' },
    { draft: 'It is requested that you sign the form.', refined: 'Please sign the form.' },
    { draft: 'Please kindly note the change.', refined: 'Please note the change.' },
    { draft: 'Kindly send the form.', refined: 'Please send the form.' },
    { draft: 'Please possibly consider reviewing it.', refined: 'Please review it.' },
    { draft: 'Kindly please send the form.', refined: 'Please send the form.' },
    {
      draft: 'We would like to ask you to please send the data.',
      refined: 'Please send the data.',
    },
    { draft: 'Hi Maria, we would like to ask you to join.', refined: 'Hi Maria, please join.' },
    {
      draft: 'We have the data, and we would like to ask you to check it.',
      refined: 'We have the data, and please check it.',
    },
    // E-mail openers of office jargon say what the message is about.
    {
      draft: 'Hi Sam, I just wanted to reach out and touch base regarding the budget.',
      refined: 'Hi Sam, I am writing about the budget.',
    },
    {
      draft: 'We wanted to reach out to you to ask whether the slides are ready.',
      refined: 'We are writing to ask whether the slides are ready.',
    },
    {
      draft: "I'm reaching out because the order is late.",
      refined: "I'm writing because the order is late.",
    },
    {
      draft: 'I just wanted to check in about the samples.',
      refined: 'I am writing about the samples.',
    },
    // Openers that only announce the sentence.
    { draft: 'It can be seen that the rate fell in 2020.', refined: 'The rate fell in 2020.' },
    { draft: 'It is important to note that the data are final.', refined: 'The data are final.' },
    { draft: 'It should be noted that we agree.', refined: 'We agree.' },
    {
      draft: 'I just wanted to let you know that the samples arrived.',
      refined: 'The samples arrived.',
    },
    {
      draft: 'I am writing to let you know that, because of the strike, we moved.',
      refined: 'Because of the strike, we moved.',
    },
    {
      draft: 'We would like to point out that the test was blind.',
      refined: 'The test was blind.',
    },
    { draft: 'As a matter of fact, it works.', refined: 'It works.' },
    {
      draft: "The point I'm trying to make is that, in short, the sample is small.",
      refined: 'In short, the sample is small.',
    },
  ],
  leavesAlone: [
    'We would like to thank you for your help.',
    'I would like to meet on Tuesday.',
    'Please consider applying for the fellowship.',
    'Could you send the file?',
    'We asked you to send it last week.',
    'We ask that you not share the data.',
    'The template says "We would like to kindly ask you to sign".',
    'It is important to note.',
  ],
});
