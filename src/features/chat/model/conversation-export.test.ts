import { createChatMessage } from '@/features/chat/model/chat-message';
import {
  downloadConversation,
  exportFileName,
  formatConversation,
} from '@/features/chat/model/conversation-export';
import {
  sampleDraft,
  sampleOutput,
  sampleRefinement,
} from '@/features/chat/model/refinement-fixtures.test-support';

const now = new Date(2025, 8, 7, 23, 30);
const conversation = [
  createChatMessage('Draft: we might maybe decide.', { isUser: true, previousId: undefined, now }),
  createChatMessage('We will decide by Friday.\nOwner: Dana.', {
    isUser: false,
    previousId: '1',
    now,
  }),
];

/** jsdom's Blob has no text(); FileReader reads it the way a browser would. */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob was created'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('conversation export', () => {
  it('exports a one-key follow-up as its DIRECTOR line, then the reply', () => {
    const followUp = [
      ...conversation,
      createChatMessage('[SHORTER]', { isUser: true, previousId: '2', now }),
      createChatMessage('REFINED\nDecide by Friday. Owner: Dana.', {
        isUser: false,
        previousId: '3',
        now,
      }),
    ];
    expect(formatConversation(followUp)).toMatch(
      /\n\nUSER: \[SHORTER\]\n\nASSOCIATE: REFINED\nDecide by Friday\. Owner: Dana\.$/,
    );
  });

  it('writes USER: and ASSOCIATE: lines separated by blank lines', () => {
    expect(formatConversation(conversation)).toBe(
      'USER: Draft: we might maybe decide.\n\nASSOCIATE: We will decide by Friday.\nOwner: Dana.',
    );
  });

  it('exports a structured reply as its whole text, as the spec format has it', () => {
    const structured = createChatMessage(sampleOutput, {
      isUser: false,
      previousId: '2',
      now,
      refinement: sampleRefinement(),
      draft: sampleDraft,
    });
    expect(formatConversation([conversation[0]!, structured])).toBe(
      `USER: Draft: we might maybe decide.\n\nASSOCIATE: ${sampleOutput}`,
    );
  });

  it('names the file for the local date', () => {
    expect(exportFileName(now)).toBe('associate-conversation-2025-09-07.txt');
  });

  it('downloads a local text file and calls no server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let savedBlob: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      savedBlob = blob;
      return 'blob:conversation';
    });
    const { createObjectURL: originalCreate, revokeObjectURL: originalRevoke } = URL;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });

    const fileName = downloadConversation(conversation, { now });

    expect(fileName).toBe('associate-conversation-2025-09-07.txt');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('associate-conversation-2025-09-07.txt');
    expect(clicks[0]?.href).toBe('blob:conversation');
    expect(savedBlob?.type).toBe('text/plain;charset=utf-8');
    expect(await readBlob(savedBlob)).toBe(formatConversation(conversation));
    expect(document.querySelector('a[download]')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    click.mockRestore();
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });
});
