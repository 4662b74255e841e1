import { useCallback, useEffect, useRef, useState } from 'react';
import { statusBannerDurationMs } from '@/features/chat/model/chat-copy';

interface StatusMessage {
  text: string;
  /** A second, smaller line under the banner (the key hints under the help text). */
  detail?: string;
}

/** The terminal's one-line status banner; each message clears itself after its duration. */
export function useStatusLine() {
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timerRef.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (text: string, options: { durationMs?: number; detail?: string } = {}) => {
      clearTimeout(timerRef.current);
      setMessage({ text, detail: options.detail });
      timerRef.current = setTimeout(
        () => setMessage(null),
        options.durationMs ?? statusBannerDurationMs,
      );
    },
    [],
  );

  useEffect(() => () => clearTimeout(timerRef.current), []);

  return { text: message?.text ?? null, detail: message?.detail ?? null, show, clear };
}
