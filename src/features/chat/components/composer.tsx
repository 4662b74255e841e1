import { memo, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** What sending a draft led to: refused at once, or a promise of whether it succeeded. */
export type SendOutcome = false | Promise<boolean>;

interface ComposerProps {
  /** A reply is in progress: the input waits, and STOP takes SEND's place when `onStop` is set. */
  disabled: boolean;
  /** Must be stable. Stops the reply in progress (the draft then comes back, as on a failure). */
  onStop?: () => void;
  /** Must be stable. Returns false when nothing was sent (empty text, a reply still loading). */
  onSend: (text: string) => SendOutcome;
  /** What the input starts with: a draft kept from the last time (see `onLeaveDraft`). */
  initialText?: string;
  /**
   * Must be stable. Receives the text the composer cannot keep because it is going away: what
   * is in the input when it unmounts, or a message that failed after it unmounted (the session
   * ended mid-send).
   */
  onLeaveDraft?: (text: string) => void;
  /** Must be stable. Told of every change the writer makes to the draft (see `useRouteWake`). */
  onWrite?: () => void;
}

/** IME users press Enter to pick a candidate; that Enter must never send (keyCode 229 in Safari). */
function isComposing(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/**
 * The message input. Its text lives here, so typing re-renders nothing else; a failed send
 * puts the text back, and text the composer cannot keep goes to `onLeaveDraft`, so nothing
 * typed is ever lost.
 */
export const Composer = memo(function Composer({
  disabled,
  onStop,
  onSend,
  initialText = '',
  onLeaveDraft,
  onWrite,
}: ComposerProps) {
  const [text, setText] = useState(initialText);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wasDisabledRef = useRef(disabled);
  const textRef = useRef(text);
  const isMountedRef = useRef(false);

  useEffect(() => {
    textRef.current = text;
  }, [text]);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      onLeaveDraft?.(textRef.current);
    };
  }, [onLeaveDraft]);

  useEffect(() => {
    // A disabled field loses focus; give it back when the reply has arrived.
    if (wasDisabledRef.current && !disabled) inputRef.current?.focus();
    wasDisabledRef.current = disabled;
  }, [disabled]);

  const submit = () => {
    const draft = text;
    const outcome = onSend(draft);
    if (outcome === false) return;
    setText('');
    void outcome.then((succeeded) => {
      if (succeeded) return;
      if (isMountedRef.current) setText((current) => (current === '' ? draft : current));
      else onLeaveDraft?.(draft);
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || isComposing(event)) return;
    event.preventDefault();
    submit();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={handleSubmit} className="flex items-end gap-2" aria-label="Send a message">
      <span aria-hidden="true" className="pb-2 text-lg font-bold">
        &gt;
      </span>
      <Textarea
        ref={inputRef}
        rows={2}
        value={text}
        disabled={disabled}
        placeholder="Type your message..."
        aria-label="Message"
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          onWrite?.();
        }}
        onKeyDown={handleKeyDown}
      />
      {/*
       * Two buttons, never one changing its type: clicking STOP ends the reply at once, and the
       * SEND that takes its place must not be the element the click then submits the form with.
       */}
      {disabled && onStop ? (
        <Button
          key="stop"
          type="button"
          onClick={(event) => {
            event.preventDefault();
            onStop();
          }}
          aria-label="Stop the reply"
          aria-keyshortcuts="X"
        >
          STOP
        </Button>
      ) : (
        <Button
          key="send"
          type="submit"
          disabled={disabled || text.trim() === ''}
          aria-label="Send message"
        >
          SEND
        </Button>
      )}
    </form>
  );
});
