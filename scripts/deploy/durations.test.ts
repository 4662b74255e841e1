import { describe, expect, it } from 'vitest';
import { durationSeconds } from './durations';

describe('a duration as config.toml writes it', () => {
  it.each([
    ['60s', 60],
    ['1m', 60],
    ['1m30s', 90],
    ['2h', 7200],
    ['1s', 1],
    ['500ms', 0.5],
  ])('%s is %d s', (text, seconds) => {
    expect(durationSeconds(text)).toBe(seconds);
  });

  it.each(['', '60', 'a minute', '1m 30s'])('"%s" is not one', (text) => {
    expect(durationSeconds(text)).toBeUndefined();
  });
});
