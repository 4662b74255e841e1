import assert from 'node:assert/strict';
import { readMessageParts } from './message-parts.ts';

/** Each part as `kind: text`, paragraphs numbered. */
const partsOf = (text: string) =>
  readMessageParts(text).map(
    (part) =>
      `${part.kind}${part.paragraph ? ` ${part.paragraph}` : ''}: ${text.slice(part.start, part.end)}`,
  );

Deno.test('an e-mail: subject, greeting, paragraphs, sign-off and the signature lines', () => {
  const email = [
    'Subject: Consent form, version 3.2',
    '',
    'Dear Dr. Lee,',
    '',
    'Please use the new form for everyone recruited after 1 March.',
    'It replaces the old one.',
    '',
    'Could you confirm by Friday?',
    '',
    'Best regards,',
    'Maria Lopez',
    'PhD candidate, Okafor Lab',
    'Department of Biology',
    '+1 555 0100',
  ].join('\n');
  assert.deepEqual(partsOf(email), [
    'subject: Subject: Consent form, version 3.2',
    'greeting: Dear Dr. Lee,',
    'body 1: Please use the new form for everyone recruited after 1 March.\nIt replaces the old one.',
    'body 2: Could you confirm by Friday?',
    'sign-off: Best regards,',
    'signature: Maria Lopez',
    'signature: PhD candidate, Okafor Lab',
    'signature: Department of Biology',
    'signature: +1 555 0100',
  ]);
});

Deno.test('a greeting on the line the body starts on ends at its comma', () => {
  assert.deepEqual(partsOf('Dear Dr. Okafor, we would like you to use the new form.'), [
    'greeting: Dear Dr. Okafor,',
    'body 1: we would like you to use the new form.',
  ]);
  assert.deepEqual(partsOf('Hi Maria, could you send the counts?\nCheers, Sam'), [
    'greeting: Hi Maria,',
    'body 1: could you send the counts?',
    'sign-off: Cheers, Sam',
  ]);
});

Deno.test('greetings as people write them', () => {
  for (const greeting of [
    'Hello all,',
    'Hi,',
    'Hey there!',
    'Dear Professor Anna Rossi,',
    'Hi Maria',
  ]) {
    assert.deepEqual(partsOf(`${greeting}\nThe run finished.`), [
      `greeting: ${greeting}`,
      'body 1: The run finished.',
    ]);
  }
});

Deno.test('sign-offs as people write them, with or without a name after', () => {
  for (const signOff of [
    'Best,',
    'Many thanks,',
    'Cheers,',
    'Sincerely,',
    'Thanks!',
    'Kind regards',
    'Best, J. R.',
  ]) {
    assert.deepEqual(partsOf(`The run finished.\n\n${signOff}\nSam`), [
      'body 1: The run finished.',
      `sign-off: ${signOff}`,
      'signature: Sam',
    ]);
  }
});

Deno.test('a chat message with none of these is all body', () => {
  assert.deepEqual(partsOf('can you check the p-values in table 2? thanks for looking'), [
    'body 1: can you check the p-values in table 2? thanks for looking',
  ]);
  assert.deepEqual(partsOf('The run failed.\n\nThanks for the quick reply, it helped a lot.'), [
    'body 1: The run failed.',
    'body 2: Thanks for the quick reply, it helped a lot.',
  ]);
  assert.deepEqual(partsOf('Thanks!\nCould you resend the file?'), [
    'body 1: Thanks!\nCould you resend the file?',
  ]);
  assert.deepEqual(partsOf('   \n  '), []);
});

Deno.test('a sentence that opens like a greeting or a sign-off but reads on is body', () => {
  assert.deepEqual(
    partsOf('Hello from the lab in Leiden where we measured the samples again today.'),
    ['body 1: Hello from the lab in Leiden where we measured the samples again today.'],
  );
  assert.deepEqual(partsOf('We are done.\nThanks to the new protocol the yield doubled.'), [
    'body 1: We are done.\nThanks to the new protocol the yield doubled.',
  ]);
});

Deno.test('a signature after "--" without a sign-off', () => {
  assert.deepEqual(partsOf('See the attached table.\n--\nMaria Lopez\nOkafor Lab'), [
    'body 1: See the attached table.',
    'signature: Maria Lopez',
    'signature: Okafor Lab',
  ]);
});
