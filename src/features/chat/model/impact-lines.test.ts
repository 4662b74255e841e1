import type { Impact } from '@/features/chat/model/impact';
import {
  deadlinePart,
  impactCheckLine,
  impactFigures,
  impactNotes,
  ordinal,
} from '@/features/chat/model/impact-lines';

function impact(overrides: Partial<Impact> = {}): Impact {
  return {
    point: 'Could you send me your comments by 4 April?',
    position: { before: 5, after: 1 },
    asks: 1,
    deadline: 'by 4 April',
    words: { before: 118, after: 71 },
    lost: [],
    ...overrides,
  };
}

describe('the impact line', () => {
  it('reads as the issue writes it: the point moved, one ask, its deadline, the words', () => {
    expect(impactFigures(impact())).toBe('POINT 5th → 1st · ASK 1 · BY 4 April · 118 → 71 WORDS');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [111, '111th'],
  ])('says place %i as %s', (place, said) => {
    expect(ordinal(place)).toBe(said);
  });

  it('shows a point that stayed put, and unchanged words, once', () => {
    const line = impactFigures(
      impact({ position: { before: 1, after: 1 }, words: { before: 40, after: 40 } }),
    );
    expect(line).toBe('POINT 1st · ASK 1 · BY 4 April · 40 WORDS');
  });

  it('leaves the point out when the message has none, and says when nothing is asked', () => {
    const line = impactFigures(
      impact({ point: null, position: { before: null, after: null }, asks: 0, deadline: null }),
    );
    expect(line).toBe('NO ASK · 118 → 71 WORDS');
  });

  it('counts several asks', () => {
    expect(impactFigures(impact({ asks: 2, deadline: null }))).toContain('ASKS 2 ·');
  });

  it.each([
    ['by 4 April', 'BY 4 April'],
    ['before our meeting on Tuesday', 'BEFORE our meeting on Tuesday'],
    ['no later than 5pm', 'NO LATER THAN 5pm'],
    ['By Friday 14 March', 'BY Friday 14 March'],
    ['today', 'DUE today'],
    ['end of day', 'DUE end of day'],
    ['bye', 'DUE bye'],
  ])('writes the deadline %j as %j, its words as written', (deadline, part) => {
    expect(deadlinePart(deadline)).toBe(part);
  });
});

describe('what only the writer can fix', () => {
  it('asks for a deadline when a request in a real message has none', () => {
    expect(impactNotes(impact({ deadline: null }))).toEqual([
      'your request has no deadline: if you need the answer by a date, say which.',
    ]);
    expect(impactNotes(impact({ deadline: null, asks: 2 }))[0]).toMatch(/^your requests have/);
  });

  it('leaves a chat line, a message with a deadline, and one that asks nothing alone', () => {
    expect(impactNotes(impact({ deadline: null, words: { before: 12, after: 12 } }))).toEqual([]);
    expect(impactNotes(impact())).toEqual([]);
    expect(impactNotes(impact({ asks: 0, deadline: null }))).toEqual([]);
  });

  it('says when there are more than three asks', () => {
    expect(impactNotes(impact({ asks: 3 }))).toEqual([]);
    expect(impactNotes(impact({ asks: 4 }))).toEqual([
      '4 asks in one message: readers answer fewer; keep the ones that matter, or number them.',
    ]);
  });

  it('says when the body runs past 250 words', () => {
    expect(impactNotes(impact({ words: { before: 300, after: 250 } }))).toEqual([]);
    expect(impactNotes(impact({ words: { before: 300, after: 251 } }))).toEqual([
      'the body runs to 251 words: busy readers skim past about 250; cut what they do not need.',
    ]);
  });
});

describe('a CHECK line for what the refined text lost', () => {
  it.each([
    [
      'ask',
      'Could you send the files?',
      'CHECK: your ask "Could you send the files?" is not in the refined text',
    ],
    [
      'deadline',
      'by 2 May',
      'CHECK: the deadline "by 2 May" from your draft is not in the refined text',
    ],
    [
      'greeting',
      'Dear Dr. Patel,',
      'CHECK: your greeting "Dear Dr. Patel," is not in the refined text as you wrote it',
    ],
    [
      'sign-off',
      'Best regards,',
      'CHECK: your sign-off "Best regards," is not in the refined text as you wrote it',
    ],
  ] as const)('names a lost %s', (part, text, line) => {
    expect(impactCheckLine({ part, text })).toBe(line);
  });
});
