import assert from 'node:assert/strict';
import { findRepeatedValues } from './repeated-values.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { createWorkMeter } from '../text/work-meter.ts';

/** The repeats of the values at `found` (each given by its text's first occurrence), as text. */
function repeatsOf(text: string, found: Array<[SensitiveSpan['kind'], string]>) {
  const spans: SensitiveSpan[] = found.map(([kind, value]) => {
    const start = text.indexOf(value);
    assert.notEqual(start, -1, value);
    return { start, end: start + value.length, kind };
  });
  return findRepeatedValues(text, spans, createWorkMeter())
    .sort((left, right) => left.start - right.start)
    .map((span) => [span.kind, text.slice(span.start, span.end)]);
}

Deno.test('repeats: found again in any case and any spacing', () => {
  assert.deepEqual(
    repeatsOf('{{Jane Doe}} came; JANE DOE left; jane\n  doe stayed.', [
      ['private', '{{Jane Doe}}'],
    ]),
    [
      ['private', 'JANE DOE'],
      ['private', 'jane\n  doe'],
    ],
  );
});

Deno.test('repeats: a number in any grouping, never inside a longer number', () => {
  assert.deepEqual(
    repeatsOf('call me on 555 0142; 555-0142, (555) 0142, 5550142 but not 15550142 or 5550142.5.', [
      ['phone', '555 0142'],
    ]),
    [
      ['phone', '555-0142'],
      ['phone', '(555) 0142'],
      ['phone', '5550142'],
    ],
  );
});

Deno.test('repeats: whole words only', () => {
  assert.deepEqual(
    repeatsOf('password: hunter2 then hunter22, xhunter2 and hunter2.', [['secret', 'hunter2']]),
    [['secret', 'hunter2']],
  );
});

Deno.test('repeats: a value is also found without the signs around it', () => {
  assert.deepEqual(
    repeatsOf('password: Lab2024! and later Lab2024 or lab2024!', [['secret', 'Lab2024!']]),
    [
      ['secret', 'Lab2024'],
      ['secret', 'lab2024!'],
    ],
  );
});

Deno.test('repeats: every value, however many, in one pass', () => {
  const names = Array.from({ length: 300 }, (_, index) => `Name${index}`);
  const text = names.map((name) => `{{${name}}} and ${name.toUpperCase()}`).join('. ');
  const repeats = repeatsOf(
    text,
    names.map((name) => ['private', `{{${name}}}`]),
  );
  assert.deepEqual(
    repeats,
    names.map((name) => ['private', name.toUpperCase()]),
  );
});

Deno.test('repeats: the longer value wins where values nest', () => {
  assert.deepEqual(
    repeatsOf('{{Jane Doe}} and {{Doe}}: jane doe met doe.', [
      ['private', '{{Jane Doe}}'],
      ['private', '{{Doe}}'],
    ]),
    [
      ['private', 'jane doe'],
      ['private', 'doe'],
    ],
  );
});

Deno.test('repeats: nothing kept back twice, and nothing for one-letter values', () => {
  assert.deepEqual(
    repeatsOf('{{I}} think I am; jane@uni.edu', [
      ['private', '{{I}}'],
      ['email', 'jane@uni.edu'],
    ]),
    [],
  );
});
