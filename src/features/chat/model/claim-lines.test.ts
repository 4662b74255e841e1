import { claimCheckLine, claimsFigure } from '@/features/chat/model/claim-lines';
import type { Claim, ClaimChange } from '@/features/chat/model/claims';

const sentence = 'Walking was associated with a lower risk of falls in adults over 65.';

function claim(strength: Claim['strength'], text = sentence): Claim {
  return { sentence: text, strength, hedges: [], scope: [] };
}

describe('the claims figure on the metrics line', () => {
  it('counts the draft’s claims by strength, weakest first, leaving out a strength it lacks', () => {
    const draft = [claim('causal', 'a'), claim('correlational', 'b'), claim('correlational', 'c')];
    expect(claimsFigure({ draft, changed: [] })).toBe('CLAIMS 2 correlational · 1 causal');
    expect(claimsFigure({ draft: [claim('conditional')], changed: [] })).toBe(
      'CLAIMS 1 conditional',
    );
  });

  it('is absent for a draft that states no relation, and for a server that sent no claims', () => {
    expect(claimsFigure({ draft: [], changed: [] })).toBeUndefined();
    expect(claimsFigure(undefined)).toBeUndefined();
  });

  it('shows what the refined text states when it raised a claim', () => {
    const changed: ClaimChange[] = [
      { kind: 'strength', sentence: 'b', before: 'linked to', after: 'causes', to: 'causal' },
      { kind: 'strength', sentence: 'a new sentence', after: 'may improve', to: 'conditional' },
    ];
    const draft = [claim('correlational', 'a'), claim('correlational', 'b')];
    expect(claimsFigure({ draft, changed })).toBe(
      'CLAIMS 2 correlational → 1 correlational · 1 conditional · 1 causal',
    );
  });

  it('ignores changes that lost a qualifier but kept the strength', () => {
    const changed: ClaimChange[] = [{ kind: 'hedge', sentence, before: 'may' }];
    expect(claimsFigure({ draft: [claim('conditional')], changed })).toBe('CLAIMS 1 conditional');
  });
});

describe('the CHECK line for a claim the refined text carried further', () => {
  it.each<[ClaimChange, string]>([
    [
      { kind: 'strength', sentence, before: 'was associated with', after: 'reduces', to: 'causal' },
      'CHECK: "reduces" states a cause where your draft said "was associated with"',
    ],
    [
      {
        kind: 'strength',
        sentence,
        before: 'was associated with',
        after: 'may reduce',
        to: 'conditional',
      },
      'CHECK: "may reduce" suggests a cause where your draft said "was associated with"',
    ],
    [
      { kind: 'strength', sentence, after: 'improves', to: 'causal' },
      'CHECK: "improves" states a cause your draft did not state',
    ],
    [
      { kind: 'hedge', sentence, before: 'may', after: 'will' },
      'CHECK: "will" in place of the hedge "may" makes the claim firmer than your draft',
    ],
    [
      { kind: 'hedge', sentence, before: 'appears to' },
      'CHECK: the hedge "appears to" from your draft is not in the refined text',
    ],
    [
      { kind: 'scope', sentence, before: 'in mice' },
      'CHECK: the scope "in mice" from your draft is not in the refined text',
    ],
    [
      { kind: 'quantifier', sentence, before: 'some' },
      'CHECK: the quantifier "some" from your draft is not in the refined text',
    ],
    [
      { kind: 'statistical', sentence, before: 'no significant' },
      'CHECK: the statistical qualifier "no significant" from your draft is not in the refined text',
    ],
    [
      { kind: 'tense', sentence, before: 'had', after: 'have' },
      'CHECK: "had" from your draft is now "have": a result of your study reads as a general truth',
    ],
  ])('words %o', (change, line) => {
    expect(claimCheckLine(change)).toBe(line);
  });
});
