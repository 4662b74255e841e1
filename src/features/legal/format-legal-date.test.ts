import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './format-legal-date';

describe('formatLegalDate', () => {
  it('writes a revision date as a long U.S. English date', () => {
    expect(formatLegalDate('2025-09-17')).toBe('September 17, 2025');
  });

  it('keeps the first and last day of a year on their own calendar day', () => {
    expect(formatLegalDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatLegalDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('throws a clear error for text that is not a date', () => {
    expect(() => formatLegalDate('someday')).toThrow('Not a calendar date: "someday"');
  });
});
