import { testFamily } from './family-cases.test-support.ts';

testFamily('friendly-register', {
  rewrites: [
    { draft: 'We do not have the data.', refined: "We don't have the data." },
    { draft: 'It is not ready, and it will not be.', refined: "It's not ready, and it won't be." },
    { draft: 'It is as good as it is now.', refined: "It's as good as it is now." },
    { draft: 'We cannot attend.', refined: "We can't attend." },
    { draft: 'We are sending 12 vials.', refined: "We're sending 12 vials." },
    { draft: 'I am sure it is fine.', refined: "I'm sure it's fine." },
    { draft: 'We have sent the files.', refined: "We've sent the files." },
    { draft: 'I would like to add a site.', refined: "I'd like to add a site." },
    { draft: 'They will review it on 3 June.', refined: "They'll review it on 3 June." },
    { draft: 'There is a gap in Table 2.', refined: "There's a gap in Table 2." },
    { draft: 'Dear Maria,\nThe draft is attached.', refined: 'Hi Maria,\nThe draft is attached.' },
    {
      draft: 'Dear colleagues,\nThe draft is attached.',
      refined: 'Hi all,\nThe draft is attached.',
    },
    { draft: 'The draft is attached.\nKind regards,', refined: 'The draft is attached.\nBest,' },
    { draft: 'Thank you for the quick reply.', refined: 'Thanks for the quick reply.' },
  ],
  leavesAlone: [
    'Yes, it is.',
    'We have two samples.',
    'Please let us know by Friday.',
    'It works better than it is now.',
    'She wrote "we do not know" in the log.',
    'Dear Sir or Madam, the form is attached.',
    'We thank you for the review.',
  ],
});
