import {
  changeLine,
  changeLines,
  changeName,
  checkLine,
  metricsLine,
} from '@/features/chat/model/reply-lines';
import { sampleRefinement } from '@/features/chat/model/refinement-fixtures.test-support';

describe('the lines of a structured reply', () => {
  it('measures draft → refined on one line: grade to one decimal, words, passive, hedges', () => {
    expect(metricsLine(sampleRefinement().metrics)).toBe(
      'GRADE 12.4 → 8.1 · WORDS 27 → 19 · PASSIVE 3 → 0 · HEDGES 5 → 1',
    );
  });

  it('adds contractions when either side has one, as FORMAL and FRIENDLIER change them', () => {
    const { before, after } = sampleRefinement().metrics;
    expect(
      metricsLine({ before: { ...before, contractions: 3 }, after: { ...after, contractions: 0 } }),
    ).toBe('GRADE 12.4 → 8.1 · WORDS 27 → 19 · PASSIVE 3 → 0 · HEDGES 5 → 1 · CONTRACTIONS 3 → 0');
    expect(
      metricsLine({ before: { ...before, contractions: 0 }, after: { ...after, contractions: 0 } }),
    ).not.toMatch(/CONTRACTIONS/);
  });

  it('ends with the draft’s claims by strength when it states any', () => {
    const claims = {
      draft: [
        {
          sentence: 'A was linked to B.',
          strength: 'correlational' as const,
          hedges: [],
          scope: [],
        },
        { sentence: 'C reduces D.', strength: 'causal' as const, hedges: [], scope: [] },
      ],
      changed: [],
    };
    expect(metricsLine(sampleRefinement().metrics, claims)).toBe(
      'GRADE 12.4 → 8.1 · WORDS 27 → 19 · PASSIVE 3 → 0 · HEDGES 5 → 1 · CLAIMS 1 correlational · 1 causal',
    );
    expect(metricsLine(sampleRefinement().metrics, { draft: [], changed: [] })).not.toMatch(
      /CLAIMS/,
    );
  });

  it('shows a grade of 0 for a text with no words as 0.0', () => {
    const { before } = sampleRefinement().metrics;
    const empty = { ...before, words: 0, grade: 0, passive: 0, hedges: 0 };
    expect(metricsLine({ before: empty, after: empty })).toBe(
      'GRADE 0.0 → 0.0 · WORDS 0 → 0 · PASSIVE 0 → 0 · HEDGES 0 → 0',
    );
  });

  it.each([
    [
      { kind: 'percentage', text: '12%', hard: true },
      'CHECK: "12%" from your draft is not in the refined text',
    ],
    [
      { kind: 'citation', text: '(Smith et al., 2020)', hard: true },
      'CHECK: "(Smith et al., 2020)" from your draft is not in the refined text',
    ],
    [
      { kind: 'name', text: 'Okafor', hard: false },
      'CHECK: "Okafor" from your draft is not in the refined text',
    ],
    [
      { kind: 'negation', text: 'did not differ', hard: false },
      'CHECK: the negation in "did not differ" from your draft is not in the refined text',
    ],
    [
      { kind: 'negation', text: 'was not significant', hard: false, added: true },
      'CHECK: the refined text adds a negation your draft did not have, in "was not significant"',
    ],
  ] as const)('warns about a lost %o', (fact, line) => {
    expect(checkLine(fact)).toBe(line);
  });

  it.each([
    [{ reason: 'shorter', before: 'in order to', after: 'to' }, '"in order to" → "to": shorter'],
    [{ reason: 'filler', before: 'basically', after: '' }, 'dropped "basically": filler'],
    [{ reason: 'hedge', before: 'might' }, '"might": hedge'],
    [{ reason: 'named the owner', before: '', after: 'Dana' }, 'added "Dana": named the owner'],
    [{ reason: 'Split the long opening sentence.' }, 'Split the long opening sentence.'],
  ])('words the change %o', (change, line) => {
    expect(changeLine(change)).toBe(line);
  });
});

describe('the CHANGES section of a reply whose changes are placed', () => {
  it('names a change made at several places once, and marks the ones turned down', () => {
    const change = (reason: string, before: string, after: string) => ({ reason, before, after });
    const changes = [
      change('plainer', 'utilize', 'use'),
      change('plainer', 'utilize', 'use'),
      change('filler', 'very ', ''),
      change('spacing', '\n', '\n\n'),
    ];
    expect(changeLines(changes, new Set([1]))).toEqual([
      '"utilize" → "use": plainer',
      '"utilize" → "use": plainer (TURNED DOWN)',
      'dropped "very": filler',
      'spacing "⏎" → "⏎⏎": spacing',
    ]);
    expect(changeLines([changes[0]!, changes[0]!, changes[0]!])).toEqual([
      '"utilize" → "use": plainer (3 times)',
    ]);
  });

  it('says how many more the DIFF lists past twelve lines, and shortens a long quote', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      reason: 'r',
      before: `word${index}`,
      after: `term${index}`,
    }));
    const lines = changeLines(many);
    expect(lines).toHaveLength(12);
    expect(lines.at(-1)).toBe('and 9 more: open the DIFF [D] to see each');
    const long = 'a'.repeat(40) + ' ' + 'b'.repeat(40);
    expect(changeName({ before: long, after: 'c' })).toBe(
      `"${'a'.repeat(29)}…${'b'.repeat(29)}" → "c"`,
    );
  });
});
