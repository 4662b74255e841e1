import { useCallback, useRef, useState } from 'react';
import {
  keepOfflinePreference,
  readOfflinePreference,
} from '@/features/chat/model/offline-preference';

/**
 * The writer's offline switch: when on, every message, follow-up and router test asks the route
 * for the offline engine alone, so no draft leaves our server. Remembered in this browser for
 * this user. `isOfflineRef` lets stable callbacks read it without re-rendering on a toggle.
 */
export function useOfflineSwitch(userId: string) {
  const [isOffline, setIsOffline] = useState(() => readOfflinePreference(userId));
  const isOfflineRef = useRef(isOffline);
  const toggle = useCallback(() => {
    const next = !isOfflineRef.current;
    isOfflineRef.current = next;
    setIsOffline(next);
    keepOfflinePreference(userId, next);
    return next;
  }, [userId]);
  return { isOffline, isOfflineRef, toggle };
}
