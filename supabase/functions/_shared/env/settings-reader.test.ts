import assert from 'node:assert/strict';
import { SettingsReader } from './settings-reader.ts';

Deno.test('answers the fallback for unset values and reads the set ones', () => {
  const reader = new SettingsReader({
    URL: 'https://example.org/x',
    WHOLE: '1500',
    RATIO: '0.25',
    FLAG: 'off',
    MODE: 'first',
  });
  assert.equal(reader.url('URL', { required: true }), 'https://example.org/x');
  assert.equal(reader.url('OTHER_URL'), undefined);
  assert.equal(reader.integer('WHOLE', 10, { min: 1, max: 2000 }), 1500);
  assert.equal(reader.integer('UNSET', 10, { min: 1, max: 2000 }), 10);
  assert.equal(reader.number('RATIO', { min: 0, max: 1 }), 0.25);
  assert.equal(reader.number('UNSET', { min: 0, max: 1 }), undefined);
  assert.equal(reader.switch('FLAG', true), false);
  assert.equal(reader.switch('UNSET', true), true);
  assert.equal(reader.choice('MODE', ['concurrent', 'first'], 'concurrent'), 'first');
  assert.equal(reader.choice('UNSET', ['concurrent', 'first'], 'concurrent'), 'concurrent');
  reader.finish('test');
});

Deno.test('reads every spelling of a switch, and nothing else', () => {
  const read = (value: string) => new SettingsReader({ FLAG: value }).switch('FLAG', false);
  for (const value of ['on', 'true', '1']) assert.equal(read(value), true, value);
  for (const value of ['off', 'false', '0']) assert.equal(read(value), false, value);
  for (const value of ['yes', 'ON', 'toString', '__proto__', 'constructor']) {
    const reader = new SettingsReader({ FLAG: value });
    reader.switch('FLAG', false);
    assert.throws(() => reader.finish('test'), /FLAG must be one of on, off/, value);
  }
});

Deno.test('refuses numbers out of range, fractions for whole numbers, and words', () => {
  for (const value of ['0', '2001', '1.5', 'soon', 'Infinity', 'NaN']) {
    const reader = new SettingsReader({ WHOLE: value });
    reader.integer('WHOLE', 10, { min: 1, max: 2000 });
    assert.throws(() => reader.finish('test'), /WHOLE must be a whole number from 1 to 2000/);
  }
  for (const value of ['-0.1', '1.5', 'half', 'Infinity']) {
    const reader = new SettingsReader({ RATIO: value });
    reader.number('RATIO', { min: 0, max: 1 });
    assert.throws(() => reader.finish('test'), /RATIO must be a number from 0 to 1/);
  }
});

Deno.test('requires a URL where one is required, and refuses what is not one', () => {
  const missing = new SettingsReader({});
  missing.url('SUPABASE_URL', { required: true });
  assert.throws(() => missing.finish('route'), /SUPABASE_URL must be set to a URL/);
  const wrong = new SettingsReader({ SB_JWT_ISSUER: 'not a url' });
  wrong.url('SB_JWT_ISSUER');
  assert.throws(() => wrong.finish('route'), /SB_JWT_ISSUER must be a URL/);
});

Deno.test('lists every refused value in one error', () => {
  const reader = new SettingsReader({ A: 'x', B: 'later', C: 'maybe' });
  reader.integer('A', 1, { min: 0, max: 5 });
  reader.choice('B', ['now', 'first'], 'now');
  reader.switch('C', true);
  assert.throws(
    () => reader.finish('route'),
    (error: Error) =>
      error.message.startsWith('route: ') &&
      ['A must', 'B must be one of now, first', 'C must'].every((part) =>
        error.message.includes(part),
      ),
  );
});

Deno.test('reads a value with a reader of its own, refusing what that reader throws on', () => {
  const reader = new SettingsReader({ KEYS: '{"a":"b"}', BAD: '[' });
  assert.deepEqual(
    reader.parsed('KEYS', 'JSON', (value) => JSON.parse(value)),
    { a: 'b' },
  );
  assert.equal(
    reader.parsed('UNSET', 'JSON', (value) => JSON.parse(value)),
    undefined,
  );
  reader.parsed('BAD', 'JSON like {"default":"sb_..."}', (value) => JSON.parse(value));
  assert.throws(() => reader.finish('route'), /BAD must be JSON like/);
});
