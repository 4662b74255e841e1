import { useMutation } from '@tanstack/react-query';
import { invokeRoute, type RouteCallOptions } from '@/features/chat/api/route-api';
import { routerTestPrompt } from '@/features/chat/model/chat-copy';
import type { FollowUpStyleId } from '@/features/chat/model/follow-up-styles';
import { useSupabaseClient } from '@/lib/supabase-context';

/** What a message sends: its text, and the style of a one-key follow-up. */
export interface MessageRequest {
  text: string;
  style?: FollowUpStyleId;
}

/**
 * Sends a chat message (or a follow-up in a style) to the router, streamed to `stream` and
 * stoppable through `signal` when they are given.
 */
export function useSendMessage() {
  const client = useSupabaseClient();
  return useMutation({
    mutationFn: ({ text, ...options }: MessageRequest & Omit<RouteCallOptions, 'style'>) =>
      invokeRoute(client, text, options),
  });
}

/** Sends the fixed router-test prompt. */
export function useRouterTest() {
  const client = useSupabaseClient();
  return useMutation({ mutationFn: () => invokeRoute(client, routerTestPrompt) });
}
