import { useCallback } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { wakeRoute } from '@/features/chat/api/route-wake';
import { useSupabaseClient } from '@/lib/supabase-context';

/**
 * How long a woken function is taken to stay ready. The platform retires a worker at the
 * latest 150 s after it started (400 s on paid plans), and one that sat idle may go sooner, so a
 * draft begun two minutes after the last wake may meet a new, cold one.
 */
export const wakeAgainAfterMs = 120_000;

/** When each page's client last woke the function (one client per page load). */
const lastWakes = new WeakMap<SupabaseClient, number>();

/**
 * The composer's `onWrite`: the writer's first keystroke on the page wakes the route function
 * (see `wakeRoute`), and so does one after two quiet minutes; every other keystroke costs a
 * comparison. The returned callback is stable.
 */
export function useRouteWake(): () => void {
  const client = useSupabaseClient();
  return useCallback(() => {
    const now = Date.now();
    const last = lastWakes.get(client);
    if (last !== undefined && now - last < wakeAgainAfterMs) return;
    lastWakes.set(client, now);
    void wakeRoute(client);
  }, [client]);
}
