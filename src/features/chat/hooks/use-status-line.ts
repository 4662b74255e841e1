import { useCallback, useEffect, useRef, useState } from 'react';
import { statusBannerDurationMs } from '@/features/chat/model/chat-copy';

/** The terminal's one-line status banner; each message clears itself after its duration. */
export function useStatusLine() {
  const [text, setText] = useState<string | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timerRef.current);
    setText(null);
  }, []);

  const show = useCallback((message: string, durationMs: number = statusBannerDurationMs) => {
    clearTimeout(timerRef.current);
    setText(message);
    timerRef.current = setTimeout(() => setText(null), durationMs);
  }, []);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  return { text, show, clear };
}
