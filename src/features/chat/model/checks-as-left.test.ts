import { claimChangesAsLeft, impactLossesAsLeft } from '@/features/chat/model/checks-as-left';
import type { ClaimChange } from '@/features/chat/model/claims';
import type { ImpactLoss } from '@/features/chat/model/impact';

const sentence = 'The new protocol was associated with fewer errors in our cohort.';
const raised: ClaimChange = {
  kind: 'strength',
  sentence,
  before: 'was associated with',
  after: 'reduces',
  to: 'causal',
};
const hedgeDropped: ClaimChange = { kind: 'hedge', sentence, before: 'may' };

describe('the claim CHECK lines of a reply as the writer left it', () => {
  it('are the server’s while every change is kept', () => {
    expect(
      claimChangesAsLeft([raised, hedgeDropped], 'The protocol reduces errors.', false),
    ).toEqual([raised, hedgeDropped]);
  });

  it('lose a raised claim once its firmer words are nowhere in the text', () => {
    const asLeft = 'The new protocol was associated with fewer errors.';
    expect(claimChangesAsLeft([raised], asLeft, true)).toEqual([]);
  });

  it('keep a raised claim while its firmer words are still there', () => {
    expect(
      claimChangesAsLeft([raised], 'The protocol reduces errors in our cohort.', true),
    ).toEqual([raised]);
  });

  it('lose any change to a claim whose draft sentence is back word for word', () => {
    expect(claimChangesAsLeft([raised, hedgeDropped], `${sentence} Nothing else.`, true)).toEqual(
      [],
    );
  });

  it('keep a dropped hedge while its sentence is not back as the draft wrote it', () => {
    expect(
      claimChangesAsLeft([hedgeDropped], 'The protocol may reduce errors, or may not.', true),
    ).toEqual([hedgeDropped]);
  });
});

describe('the impact CHECK lines of a reply as the writer left it', () => {
  const ask: ImpactLoss = { part: 'ask', text: 'Could you send the data by Friday?' };
  const greeting: ImpactLoss = { part: 'greeting', text: 'Dear Dr. Chen,' };

  it('are the server’s while every change is kept', () => {
    expect(impactLossesAsLeft([ask, greeting], 'Dear Dr. Chen,\nThe data.', false)).toEqual([
      ask,
      greeting,
    ]);
  });

  it('lose what is back in the text as the draft wrote it, and keep the rest', () => {
    const asLeft = 'Dear Dr. Chen,\nThe results are in.';
    expect(impactLossesAsLeft([ask, greeting], asLeft, true)).toEqual([ask]);
  });
});
