import fc from 'fast-check';
import assert from 'node:assert/strict';
import { shieldDraft } from './privacy-shield.ts';
import { createWorkMeter } from '../text/work-meter.ts';

/**
 * Pieces a crafted draft is made of: runs that every detector starts on (digits and their
 * separators, @ and dots, colons and hex, marks, key prefixes, base64) and prose.
 */
const piece = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '9',
    ' ',
    '-',
    '.',
    ',',
    '/',
    '+',
    '(',
    ')',
    ':',
    '@',
    '_',
    '=',
    '"',
    '\n',
    '{{',
    '}}',
    '⟦',
    '⟧',
    'a',
    'F',
    'x',
    'Z',
    '%',
    '\u200B',
    '\u00AD',
    '\u00A0',
    '–',
    '４',
    '＠',
    'é',
    '\u0301',
  ),
  fc.constantFrom(
    '+44 20 7946 0958',
    '4111 1111 1111 1111',
    'DE89 3704',
    '123-45-6789',
    '192.168.1.',
    '2001:db8::',
    'fe80:',
    'sk-',
    'ghp_',
    'eyJhbGciOi',
    '-----BEGIN RSA PRIVATE KEY-----',
    'password: ',
    'tel ',
    'SSN ',
    'https://a.b/',
    'www.',
    'doi:10.1000/',
    '?token=',
    'jane@example.org',
    '{{Jane}}',
    'Jane',
    'Xk29fLq8Zr3Vt6Yp1Nw4',
    'We recruited 48 adults. ',
    'Tel:555-',
    'https://wa.me/1',
    '?phone=%2B1%E0',
    '&card=4111',
    '{{Ab Cd}} AB  cd',
  ),
);

/** A crafted draft of exactly `length` characters: its pieces repeated. */
const draftOf = (length: number) =>
  fc.array(piece, { minLength: 1, maxLength: 40 }).map((pieces) => {
    const unit = pieces.join('');
    return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  });

/**
 * A draft of `length` characters full of distinct values found by their context (marks,
 * labels, cues), each written again plainly: the most the search for repeats can be made to do.
 */
const distinctContextValues = (length: number) =>
  fc
    .constantFrom(
      '{{Name@}} Name@',
      '{{Name @}} NAME  @',
      'password: pw@x9! PW@X9',
      'call me on 555-@ 555 @',
    )
    .map((template) => {
      const parts: string[] = [];
      for (let index = 1000; parts.join(' ').length < length; index++) {
        parts.push(template.replaceAll('@', String(index)));
      }
      return parts.join(' ').slice(0, length);
    });

const sizes = [1_000, 2_000, 4_000, 8_000];

/** The most work per character of draft the shield may do, on any input. */
const stepsPerCharacter = 80;

Deno.test(
  'privacy shield: work grows linearly with the draft, counted, on crafted drafts',
  async () => {
    let worst = 0;
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...sizes)
          .chain((size) => fc.oneof(draftOf(size), distinctContextValues(size))),
        async (text) => {
          const meter = createWorkMeter();
          await shieldDraft(text, { meter });
          worst = Math.max(worst, meter.steps / text.length);
          assert.ok(
            meter.steps <= stepsPerCharacter * text.length,
            `${meter.steps} steps for ${text.length} characters: ${JSON.stringify(text.slice(0, 120))}`,
          );
        },
      ),
      { numRuns: 120, seed: 2026 },
    );
    console.log(`worst work per character: ${worst.toFixed(1)} steps`);
  },
);

Deno.test('privacy shield: doubling a crafted draft at most doubles the work', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 40 }), async (pieces) => {
      const unit = pieces.join('');
      const steps: number[] = [];
      for (const length of sizes) {
        const meter = createWorkMeter();
        await shieldDraft(unit.repeat(Math.ceil(length / unit.length)).slice(0, length), { meter });
        steps.push(meter.steps);
      }
      for (let index = 1; index < steps.length; index++) {
        const ratio = steps[index]! / steps[index - 1]!;
        assert.ok(
          ratio <= 2.2,
          `${sizes[index]} vs ${sizes[index - 1]}: ${ratio.toFixed(2)} (${unit})`,
        );
      }
    }),
    { numRuns: 40, seed: 2026 },
  );
});
