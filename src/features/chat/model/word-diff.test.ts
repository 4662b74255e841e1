import { diffDraft, maxWordEdits } from '@/features/chat/model/word-diff';

function marked(draft: string, refined: string): string {
  return diffDraft(draft, refined)
    .parts.map((part) =>
      part.change === 'removed'
        ? `[-${part.text}-]`
        : part.change === 'added'
          ? `{+${part.text}+}`
          : part.text,
    )
    .join('');
}

describe('the draft → refined diff', () => {
  it('marks whole words removed from the draft and added by the refinement', () => {
    expect(marked('We will utilize the survey.', 'We will use the survey.')).toBe(
      'We will [-utilize-]{+use+} the survey.',
    );
  });

  it('keeps the refined text readable from its kept and added runs, and the draft from its kept and removed ones', () => {
    const draft = 'We basically found that the protocol reduced errors by 12% [14].';
    const refined = 'The protocol reduced errors by 12% [14].';
    const { parts } = diffDraft(draft, refined);
    const textOf = (skip: 'added' | 'removed') =>
      parts
        .filter((part) => part.change !== skip)
        .map((part) => part.text)
        .join('');
    expect(textOf('removed').replace(/\s+/g, ' ')).toBe(refined);
    expect(textOf('added').replace(/\s+/g, ' ')).toBe(draft);
  });

  it('shows no change for an identical text', () => {
    expect(diffDraft('Nothing to change.', 'Nothing to change.')).toEqual({
      parts: [{ text: 'Nothing to change.', change: 'kept' }],
      bySentence: false,
    });
  });

  it('falls back to whole sentences when a rewrite changes too many words to follow', () => {
    const words = (prefix: string) =>
      Array.from({ length: maxWordEdits }, (_, index) => `${prefix}${index}`).join(' ');
    const draft = `${words('alpha')}. Kept sentence.`;
    const refined = `${words('beta')}. Kept sentence.`;
    const diff = diffDraft(draft, refined);
    expect(diff.bySentence).toBe(true);
    expect(
      diff.parts.filter((part) => part.change === 'kept').map((part) => part.text.trim()),
    ).toContain('Kept sentence.');
  });
});
