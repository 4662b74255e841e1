import { useMutation } from '@tanstack/react-query';
import { invokeRoute, type RouteCallOptions } from '@/features/chat/api/route-api';
import { routerTestPrompt } from '@/features/chat/model/chat-copy';
import type { FollowUpStyleId } from '@/features/chat/model/follow-up-styles';
import { useSupabaseClient } from '@/lib/supabase-context';

/**
 * What a message sends: its text, the style of a one-key follow-up, and whether the writer keeps
 * it on our server (the offline switch).
 */
export interface MessageRequest {
  text: string;
  style?: FollowUpStyleId;
  offline?: boolean;
}

/**
 * Sends a chat message (or a follow-up in a style) to the router, streamed to `stream` and
 * stoppable through `signal` when they are given.
 */
export function useSendMessage() {
  const client = useSupabaseClient();
  return useMutation({
    mutationFn: ({
      text,
      ...options
    }: MessageRequest & Omit<RouteCallOptions, 'style' | 'offline'>) =>
      invokeRoute(client, text, options),
  });
}

/** Sends the fixed router-test prompt; with the offline switch on, to the offline engine alone. */
export function useRouterTest() {
  const client = useSupabaseClient();
  return useMutation({
    mutationFn: ({ offline }: { offline: boolean }) =>
      invokeRoute(client, routerTestPrompt, offline ? { offline } : {}),
  });
}
