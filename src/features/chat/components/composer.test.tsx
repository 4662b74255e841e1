import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Composer } from '@/features/chat/components/composer';
import { deferred } from '@/test/deferred';

function input(): HTMLTextAreaElement {
  return screen.getByPlaceholderText('Type your message...');
}

describe('Composer', () => {
  it('starts with a kept draft in the input', () => {
    render(<Composer disabled={false} onSend={() => false} initialText="Where was I?" />);
    expect(input()).toHaveValue('Where was I?');
  });

  it('tells onWrite of each change the writer makes, and of nothing else', async () => {
    const onWrite = vi.fn();
    render(<Composer disabled={false} onSend={() => false} onWrite={onWrite} />);
    expect(onWrite).not.toHaveBeenCalled();
    await userEvent.type(input(), 'Hi');
    expect(onWrite).toHaveBeenCalledTimes(2);
  });

  it('hands the text left in the input to onLeaveDraft when it goes away', async () => {
    const onLeaveDraft = vi.fn();
    const { unmount } = render(
      <Composer disabled={false} onSend={() => false} onLeaveDraft={onLeaveDraft} />,
    );
    await userEvent.type(input(), 'Half a thought');
    unmount();
    expect(onLeaveDraft).toHaveBeenCalledWith('Half a thought');
  });

  it('hands over a message that failed after it went away (the session ended mid-send)', async () => {
    const outcome = deferred<boolean>();
    const onLeaveDraft = vi.fn();
    const { unmount } = render(
      <Composer disabled={false} onSend={() => outcome.promise} onLeaveDraft={onLeaveDraft} />,
    );
    await userEvent.type(input(), 'A message the server never answered');
    await userEvent.keyboard('{Enter}');
    expect(input()).toHaveValue('');
    unmount();
    outcome.resolve(false);
    await vi.waitFor(() =>
      expect(onLeaveDraft).toHaveBeenLastCalledWith('A message the server never answered'),
    );
  });

  it('puts a failed message back in the input while it is still there', async () => {
    const outcome = deferred<boolean>();
    const onLeaveDraft = vi.fn();
    render(
      <Composer disabled={false} onSend={() => outcome.promise} onLeaveDraft={onLeaveDraft} />,
    );
    await userEvent.type(input(), 'Try again');
    await userEvent.keyboard('{Enter}');
    // The failed send puts the text back in a state update of its own.
    await act(async () => outcome.resolve(false));
    expect(input()).toHaveValue('Try again');
    expect(onLeaveDraft).not.toHaveBeenCalled();
  });
});
