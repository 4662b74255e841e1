import type { Refinement, TextMetrics } from '@/features/chat/model/refinement';

/** A draft in the style of a results paragraph: a number, a citation and a negation. */
export const sampleDraft =
  'We basically found that the new protocol was able to reduce the error rate by 12% in our cohort [14], and it did not differ across the sites.';

/** What a careful refinement of `sampleDraft` reads. */
export const sampleRefined =
  'The new protocol cut the error rate by 12% in our cohort [14], and it did not differ across sites.';

function metrics(overrides: Partial<TextMetrics>): TextMetrics {
  return {
    words: 0,
    sentences: 1,
    grade: 0,
    passive: 0,
    hedges: 0,
    fillers: 0,
    longSentences: 0,
    readingSeconds: 0,
    ...overrides,
  };
}

/** The structured reply a server sends for `sampleDraft`, with every fact kept. */
export function sampleRefinement(overrides: Partial<Refinement> = {}): Refinement {
  return {
    refined: sampleRefined,
    changes: [
      { reason: 'filler', before: 'basically', after: '' },
      { reason: 'shorter', before: 'was able to reduce', after: 'cut' },
      { reason: 'Led with the finding instead of "we found that".' },
    ],
    notes: ['- "across sites": name the sites if the reader needs them.'],
    metrics: {
      before: metrics({
        words: 27,
        grade: 12.43,
        passive: 3,
        hedges: 5,
        fillers: 1,
        readingSeconds: 7,
      }),
      after: metrics({ words: 19, grade: 8.1, passive: 0, hedges: 1, readingSeconds: 5 }),
    },
    facts: {
      locked: [
        { kind: 'percentage', text: '12%', hard: true },
        { kind: 'citation', text: '[14]', hard: true },
        { kind: 'negation', text: 'did not differ', hard: false },
      ],
      missing: [],
    },
    ...overrides,
  };
}

/** The whole reply text (`output`) a server sends with `sampleRefinement()`. */
export const sampleOutput = [
  'REFINED',
  sampleRefined,
  '',
  'CHANGES',
  '- dropped "basically": filler.',
  '- "was able to reduce" -> "cut": shorter.',
  '',
  'STILL WORTH A LOOK',
  '- "across sites": name the sites if the reader needs them.',
].join('\n');

/** A change of `sampleDraft` placed where it sits, its words found from `from` on. */
function placed(
  reason: string,
  before: string,
  after: string,
  from: { draft: number; refined: number },
) {
  const draftStart = sampleDraft.indexOf(before, from.draft);
  const refinedStart = after === '' ? from.refined : sampleRefined.indexOf(after, from.refined);
  return {
    reason,
    before,
    after,
    at: {
      draft: { start: draftStart, end: draftStart + before.length },
      refined: { start: refinedStart, end: refinedStart + after.length },
    },
  };
}

/**
 * `sampleRefinement()` as servers that place changes send it: three changes of `sampleDraft`,
 * each where it sits in the draft and the refined text, and one reason that names no place.
 */
export function placedRefinement(overrides: Partial<Refinement> = {}): Refinement {
  const opening = placed('led with the finding', 'We basically found that the', 'The', {
    draft: 0,
    refined: 0,
  });
  const shorter = placed('shorter', 'was able to reduce', 'cut', { draft: 30, refined: 10 });
  const sites = placed('cut', 'the ', '', {
    draft: sampleDraft.indexOf('across ') + 7,
    refined: sampleRefined.indexOf('across ') + 7,
  });
  return sampleRefinement({
    changes: [opening, shorter, sites, { reason: 'Kept the negation as written.' }],
    ...overrides,
  });
}
