import { testFamily } from './family-cases.test-support.ts';

testFamily('fillers', {
  rewrites: [
    { draft: 'I just wanted to check the dates.', refined: 'I wanted to check the dates.' },
    { draft: 'We can just send it on Monday.', refined: 'We can send it on Monday.' },
    { draft: 'Just send me the file.', refined: 'Send me the file.' },
    { draft: 'We actually finished the pilot.', refined: 'We finished the pilot.' },
    { draft: 'It works, actually.', refined: 'It works.' },
    { draft: 'We simply need the signed form.', refined: 'We need the signed form.' },
    { draft: 'The reviewers are pretty happy.', refined: 'The reviewers are happy.' },
    { draft: 'This is certainly the best option.', refined: 'This is the best option.' },
    { draft: 'The effect is indeed large.', refined: 'The effect is large.' },
    { draft: 'As you know, the deadline is 12 May.', refined: 'The deadline is 12 May.' },
    { draft: 'As I mentioned earlier, we need 40 samples.', refined: 'We need 40 samples.' },
    { draft: 'Please note that the room has changed.', refined: 'The room has changed.' },
    { draft: 'Just a quick reminder that the form is due.', refined: 'The form is due.' },
    { draft: 'It seems that the effect is small.', refined: 'The effect is small.' },
    { draft: 'It seems the reviewers agree.', refined: 'The reviewers agree.' },
    { draft: 'To be honest, the data are weak.', refined: 'The data are weak.' },
    {
      draft: 'Hi Maria, as you know, the grant ends in June.',
      refined: 'Hi Maria, the grant ends in June.',
    },
  ],
  leavesAlone: [
    'We have just two samples left.',
    'It is just as good as the first.',
    'It is not just a matter of time.',
    'That was not actually the case.',
    'Simply put, the model fails.',
    'It is certainly not the last word.',
    'It seems likely to rain.',
    'She drew a pretty picture.',
    'Note the "just" in "I just wanted".',
    'Run `just build` before the demo.',
  ],
});
