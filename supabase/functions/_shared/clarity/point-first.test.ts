import assert from 'node:assert/strict';
import { createFactLock } from '../refinement/fact-lock.ts';
import { heldNote, pointMovesFor, leadWithPoint } from './point-first.ts';

const request = [
  'Hi Tomás,',
  '',
  'The discussion is still weak. Since you ran the pilot, you know its limits. Could you send me your comments by Friday 14 March? Then we can submit.',
  '',
  'Thanks!',
  'Ines',
].join('\n');

Deno.test(
  'the point moves to the body’s start, with a sentence that leans on it; the rest stays',
  () => {
    const placed = leadWithPoint(request, pointMovesFor(undefined));
    assert.equal(
      placed.text,
      [
        'Hi Tomás,',
        '',
        'Could you send me your comments by Friday 14 March? Then we can submit. The discussion is still weak. Since you ran the pilot, you know its limits.',
        '',
        'Thanks!',
        'Ines',
      ].join('\n'),
    );
    assert.deepEqual(placed.moved, {
      point: 'Could you send me your comments by Friday 14 March?',
      from: 3,
      kind: 'request',
    });
    assert.deepEqual(createFactLock(request).check(placed.text).missing, []);
  },
);

Deno.test('a point alone in its paragraph moves with it, and its blank line closes up', () => {
  const text =
    'Dear all,\n\nThe room is being renovated. We looked at every slot.\n\nThe new time is Thursdays at 2pm.\n\nBest,\nLena';
  assert.equal(
    leadWithPoint(text, pointMovesFor(undefined)).text,
    'Dear all,\n\nThe new time is Thursdays at 2pm. The room is being renovated. We looked at every slot.\n\nBest,\nLena',
  );
});

Deno.test('a finding moves only in DIRECT; a point that leads, or none, stays', () => {
  const finding =
    'Hi Rosa,\n\nWe weighed all 32 mice. The knockout mice gained 18% less weight than the controls (p = 0.004).\n\nBest,\nArjun';
  assert.equal(leadWithPoint(finding, pointMovesFor(undefined)).text, finding);
  assert.match(
    leadWithPoint(finding, pointMovesFor('direct')).text,
    /^Hi Rosa,\n\nThe knockout mice/,
  );
  const leading = 'Could you send the file? The pilot is done.';
  assert.deepEqual(leadWithPoint(leading, pointMovesFor('direct')), { text: leading });
  const none = 'Thank you for hosting me. I learned a great deal.';
  assert.deepEqual(leadWithPoint(none, pointMovesFor('direct')), { text: none });
});

Deno.test(
  'a point that leans on what comes before it stays, and the note says where and why',
  () => {
    const text =
      'We ran the pilot with 12 technicians. It showed that the new protocol halves the setup time.';
    const placed = leadWithPoint(text, pointMovesFor('direct'));
    assert.equal(placed.text, text);
    assert.deepEqual(placed.held, {
      point: 'It showed that the new protocol halves the setup time.',
      at: 2,
      by: 'It',
      kind: 'finding',
    });
    assert.equal(
      heldNote(placed.held!, 'direct'),
      'DIRECT: your finding is the 2nd sentence ("It showed that the new protocol halves the setup time."); it stays there because "It" leans on what comes before it: say what it refers to, and it can lead.',
    );
  },
);

Deno.test('the default moves a point buried two sentences deep; DIRECT one sentence deep', () => {
  const text = 'Dear Ana,\n\nThe pilot is done. Could you send the consent forms?\n\nBest,\nLi';
  assert.equal(leadWithPoint(text, pointMovesFor(undefined)).text, text);
  assert.match(leadWithPoint(text, pointMovesFor('direct')).text, /^Dear Ana,\n\nCould you send/);
});

Deno.test('a note that opens on the greeting’s line is left as it is', () => {
  const text =
    'Hi Sam, thanks for the data. The plots look good. Could you send the code by Friday?';
  assert.equal(leadWithPoint(text, pointMovesFor('direct')).text, text);
});

Deno.test('nothing moves across a quotation that runs over two sentences', () => {
  const text =
    'Maria wrote: "The room is closed. Could you book another?" Could you reply by 2 May?';
  assert.equal(leadWithPoint(text, pointMovesFor('direct')).text, text);
});
