import assert from 'node:assert/strict';
import { readDocument } from '../text/text-document.ts';
import { heldBy, readMessage } from './message-reading.ts';
import { deadlineIn } from './deadline-reading.ts';
import { readSentenceAsks } from './sentence-asks.ts';

const coldEmail = [
  'Dear Professor Lindqvist,',
  '',
  'I hope this email finds you well. My name is Daniel Osei, and I am a PhD student in Accra. I was wondering if you might possibly be open to the idea of a short call sometime in the next few weeks, if you have time.',
  '',
  'Best regards,',
  'Daniel Osei',
].join('\n');

const announcement = [
  'Hi all,',
  '',
  'As you may know, the seminar room is being renovated this spring. Going forward, we will no longer be able to use it. The new time is Thursdays at 2pm in Room 4105, starting March 6.',
  '',
  'Thanks,',
  'Lena',
].join('\n');

Deno.test('the point of a cold e-mail is its request, however far down and however wrapped', () => {
  const reading = readMessage(coldEmail);
  assert.equal(reading.point?.kind, 'request');
  assert.equal(reading.point?.sentence.position, 3);
  assert.match(reading.point!.sentence.text, /^I was wondering if you might possibly be open/);
  assert.equal(reading.point?.heldBy, null);
  assert.equal(reading.asks, 1);
  assert.equal(reading.deadline, null, '"sometime in the next few weeks" sets no deadline');
  assert.equal(reading.greeting, 'Dear Professor Lindqvist,');
  assert.equal(reading.signOff, 'Best regards,');
  assert.deepEqual(
    reading.body.map((sentence) => sentence.stock?.kind ?? null),
    ['opener', null, null],
  );
});

Deno.test('the point of an announcement to a group is its news, even when it comes last', () => {
  const reading = readMessage(announcement);
  assert.equal(reading.point?.kind, 'announcement');
  assert.equal(reading.point?.sentence.position, 3);
  assert.equal(reading.asks, 0);
  assert.equal(reading.deadline, null);
});

const cases: {
  name: string;
  text: string;
  point: string | null;
  kind?: string;
  asks: number;
  deadline: string | null;
}[] = [
  {
    name: 'a request with its deadline, after the context',
    text: 'Hi Tomás,\n\nThe discussion is still weak. Since you ran the pilot, you know its limits. Could you send me your comments by Friday 14 March?\n\nThanks!\nInes',
    point: 'Could you send me your comments by Friday 14 March?',
    kind: 'request',
    asks: 1,
    deadline: 'by Friday 14 March',
  },
  {
    name: 'two asks in one sentence',
    text: 'Dear Ms. Jensen,\n\nWe uploaded the revision on 3 February. Could you confirm that the files were received, and let us know whether the figures need resubmitting?\n\nKind regards,\nTariq',
    point:
      'Could you confirm that the files were received, and let us know whether the figures need resubmitting?',
    asks: 2,
    deadline: null,
  },
  {
    name: 'a chat line whose ask has a deadline as a clause',
    text: 'can you check the numbers in Table 2 before I resubmit tonight? the n looks off to me',
    point: 'can you check the numbers in Table 2 before I resubmit tonight?',
    asks: 1,
    deadline: 'before I resubmit tonight',
  },
  {
    name: 'a date asked for is no deadline',
    text: 'Dear Dr. Patel,\n\nReviewer 2 asked for more data. We would be grateful if you could extend the deadline for our revision to 30 June.\n\nSincerely,\nAna',
    point: 'We would be grateful if you could extend the deadline for our revision to 30 June.',
    asks: 1,
    deadline: null,
  },
  {
    name: 'a decline is a decision',
    text: 'Dear Dr. Santos,\n\nThank you for the kind invitation. It is an honour to be asked. I am afraid that I cannot attend, as I will be on fieldwork.\n\nWarm regards,\nLucía',
    point: 'I am afraid that I cannot attend, as I will be on fieldwork.',
    kind: 'announcement',
    asks: 0,
    deadline: null,
  },
  {
    name: 'news before a follow-up request, to a group',
    text: 'Hi everyone,\n\nThe -80 freezer in room 212 failed overnight, and all samples have been moved to room 215. Nothing appears to have thawed, but please check your boxes today.\n\nRui',
    point:
      'The -80 freezer in room 212 failed overnight, and all samples have been moved to room 215.',
    kind: 'announcement',
    asks: 1,
    deadline: 'today',
  },
  {
    name: 'a finding, with no ask',
    text: 'Hi Rosa,\n\nI finished the analysis last night. We weighed all 32 mice every Monday. The knockout mice gained 18% less weight than the controls (p = 0.004).\n\nBest,\nArjun',
    point: 'The knockout mice gained 18% less weight than the controls (p = 0.004).',
    kind: 'finding',
    asks: 0,
    deadline: null,
  },
  {
    name: 'a wrapped request after ", and" names its own asker',
    text: 'Hi Sam,\n\nThanks for the data, and I was wondering if you could send the code too.\n\nBest,\nLi',
    point: 'Thanks for the data, and I was wondering if you could send the code too.',
    asks: 1,
    deadline: null,
  },
  {
    name: 'a thank-you has no point',
    text: 'Dear Professor Mensah,\n\nThank you so much for hosting me in Kumasi last week. I learned a great deal from your group.\n\nWith gratitude,\nElla',
    point: null,
    asks: 0,
    deadline: null,
  },
  {
    name: 'an imperative after a comma asks; a stock closer does not',
    text: 'Running 10 minutes late, start without me. Please let me know if you have any questions.',
    point: 'Running 10 minutes late, start without me.',
    asks: 1,
    deadline: null,
  },
];

for (const { name, text, point, kind, asks, deadline } of cases) {
  Deno.test(`reading: ${name}`, () => {
    const reading = readMessage(text);
    assert.equal(reading.point?.sentence.text ?? null, point);
    if (kind) assert.equal(reading.point?.kind, kind);
    assert.equal(reading.asks, asks);
    assert.equal(reading.deadline?.text ?? null, deadline);
  });
}

Deno.test(
  'nouns at a clause start are not requests, nor is a verb after "and" that shares a subject',
  () => {
    for (const sentence of [
      'Heat waves are becoming more frequent in European cities.',
      'Drinks are on me on Friday.',
      'We would of course cite the dataset and share our own files in return.',
      'Going forward, we will no longer be able to use it.',
      'As you may know, the seminar room is being renovated.',
      'I would like to send the revision to the journal by Wednesday.',
    ]) {
      const document = readDocument(sentence);
      assert.equal(readSentenceAsks(document, document.sentences[0]!).asks, 0, sentence);
    }
  },
);

Deno.test(
  'stock openers and closers are recognised, at a sentence start or after a greeting',
  () => {
    for (const [text, kind] of [
      ['I hope this email finds you well.', 'opener'],
      ['I hope you had a good weekend.', 'opener'],
      ['Sorry to bother you again.', 'opener'],
      ['I am sorry to bother you with an unsolicited email.', 'opener'],
      ['Just following up on the review of manuscript JMR-2024-0567.', 'opener'],
      ['Sorry to bother you, but could you resend the file?', 'opener'],
      ['I just wanted to follow up on my email from last week.', 'opener'],
      ['Just a friendly reminder about the timesheets.', 'opener'],
      ['Please let me know if you have any questions.', 'closer'],
      ['Please let me know if you need anything else from me.', 'closer'],
      ['Thank you very much for your time and consideration.', 'closer'],
    ] as const) {
      const document = readDocument(text);
      assert.equal(readSentenceAsks(document, document.sentences[0]!).stock?.kind, kind, text);
    }
  },
);

Deno.test('a stock opener that goes on to ask is an ask, and not all stock', () => {
  const document = readDocument('Sorry to bother you, but could you resend the file?');
  const read = readSentenceAsks(document, document.sentences[0]!);
  assert.deepEqual([read.stock?.whole, read.asks], [false, 1]);
  const whole = readDocument('I know you are busy with the grant.');
  assert.equal(readSentenceAsks(whole, whole.sentences[0]!).stock?.whole, true);
});

Deno.test('deadlines are read as written, and only where a time is named', () => {
  for (const [text, deadline] of [
    ['Please submit your timesheets by 5pm on Friday.', 'by 5pm on Friday'],
    ['Could you call before 1 October to discuss the fit?', 'before 1 October'],
    ['We need them by the end of April; can you confirm?', 'by the end of April'],
    ['Please reply no later than noon.', 'no later than noon'],
    ['Could you check that it increased by 12%?', null],
    ['Please send it by courier.', null],
  ] as const) {
    const document = readDocument(text);
    assert.equal(
      deadlineIn(document, document.sentences[0]!, { bare: false })?.text ?? null,
      deadline,
      text,
    );
  }
});

Deno.test('a sentence that points back cannot open the body; one that reads on its own can', () => {
  for (const [text, held] of [
    ['It showed that the new protocol halves the setup time.', 'It'],
    ['These results suggest that warnings should target older adults.', 'These'],
    ['However, we cannot attend.', 'However'],
    ['Does that work for you?', 'that'],
    ['Please keep it as it is.', 'it'],
    // Read first, these are resolved by the next sentence: they do not hold the point back.
    ['Would you share the raw files from that study?', null],
    ['Could you run the same pipeline on Cohort B?', null],
    ['We need them sequenced by the end of April; can you confirm that you have capacity?', null],
    ['Could you send me your comments by Friday?', null],
    ['I am afraid that I cannot attend.', null],
    ['Could you forward this to your students?', null],
  ] as const) {
    const document = readDocument(text);
    assert.equal(heldBy(document, document.sentences[0]!), held, text);
  }
});
