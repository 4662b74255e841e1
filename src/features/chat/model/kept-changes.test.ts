import { keptText, missingFacts, placedChangesOf } from '@/features/chat/model/kept-changes';
import {
  placedRefinement,
  sampleDraft,
  sampleRefined,
  sampleRefinement,
} from '@/features/chat/model/refinement-fixtures.test-support';

describe('the changes a writer can keep or turn down', () => {
  it('are the placed ones, in text order, with their index in the reply’s list', () => {
    const placed = placedChangesOf(sampleDraft, placedRefinement());
    expect(placed?.map((change) => [change.index, change.before, change.after])).toEqual([
      [0, 'We basically found that the', 'The'],
      [1, 'was able to reduce', 'cut'],
      [2, 'the ', ''],
    ]);
  });

  it('are none for a reply without places, or places that do not fit its texts', () => {
    expect(placedChangesOf(sampleDraft, sampleRefinement())).toBeUndefined();
    const refinement = placedRefinement();
    expect(placedChangesOf(`${sampleDraft} More.`, refinement)).toBeUndefined();
    expect(placedChangesOf(sampleDraft.replace('We', 'I'), refinement)).toBeUndefined();
    const [first, second, ...rest] = refinement.changes;
    expect(
      placedChangesOf(sampleDraft, { ...refinement, changes: [second!, first!, ...rest] }),
    ).toBeUndefined();
    const shifted = { ...second!, at: { ...second!.at!, refined: { start: 11, end: 14 } } };
    expect(
      placedChangesOf(sampleDraft, { ...refinement, changes: [first!, shifted, ...rest] }),
    ).toBeUndefined();
  });

  it('give the reply with none turned down, the draft with all, the draft’s words where one is', () => {
    const placed = placedChangesOf(sampleDraft, placedRefinement())!;
    expect(keptText(sampleDraft, placed, new Set())).toBe(sampleRefined);
    expect(keptText(sampleDraft, placed, new Set([0, 1, 2]))).toBe(sampleDraft);
    expect(keptText(sampleDraft, placed, new Set([2]))).toBe(
      sampleRefined.replace('across sites', 'across the sites'),
    );
  });

  it('leave a CHECK line only for a fact the text as left still lacks', () => {
    const lost = [
      { kind: 'percentage' as const, text: '12%', hard: true },
      { kind: 'negation' as const, text: 'was not significant', hard: false, added: true as const },
    ];
    expect(missingFacts(lost, 'It rose a lot.', false)).toEqual(lost);
    expect(missingFacts(lost, 'It rose by 12%, which was significant.', true)).toEqual([]);
    expect(missingFacts(lost, 'It rose a lot, which was not significant.', true)).toEqual(lost);
  });
});
