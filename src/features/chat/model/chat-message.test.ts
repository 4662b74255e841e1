import { createChatMessage, createMessageId } from '@/features/chat/model/chat-message';
import { sampleRefinement } from '@/features/chat/model/refinement-fixtures.test-support';

describe('chat messages', () => {
  it('uses the current time in ms as the id', () => {
    expect(createMessageId(undefined, 1_700_000_000_000)).toBe('1700000000000');
  });

  it('never repeats or goes back on an id when messages come in the same millisecond', () => {
    expect(createMessageId('1700000000000', 1_700_000_000_000)).toBe('1700000000001');
    expect(createMessageId('1700000000005', 1_700_000_000_000)).toBe('1700000000006');
  });

  it('stamps a message with an ISO timestamp and keeps reply meta', () => {
    const now = new Date('2025-09-17T10:00:00.000Z');
    const meta = { vendor: 'local', model: 'clarity-engine', latency: 42 };
    expect(createChatMessage('hello', { isUser: false, previousId: undefined, meta, now })).toEqual(
      {
        id: String(now.getTime()),
        text: 'hello',
        isUser: false,
        timestamp: '2025-09-17T10:00:00.000Z',
        meta,
      },
    );
  });

  it('keeps the text sent with a reply only when it has a refinement to diff it against', () => {
    const now = new Date('2025-09-17T10:00:00.000Z');
    const common = { isUser: false, previousId: undefined, now, draft: 'Draft.' };
    expect(createChatMessage('Plain.', common)).not.toHaveProperty('draft');
    const refinement = sampleRefinement();
    expect(createChatMessage('Structured.', { ...common, refinement })).toMatchObject({
      refinement,
      draft: 'Draft.',
    });
  });
});
