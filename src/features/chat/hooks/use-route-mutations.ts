import { useMutation } from '@tanstack/react-query';
import { invokeRoute } from '@/features/chat/api/route-api';
import { routerTestPrompt } from '@/features/chat/model/chat-copy';
import { useSupabaseClient } from '@/lib/supabase-context';

/** Sends a chat message to the router. */
export function useSendMessage() {
  const client = useSupabaseClient();
  return useMutation({ mutationFn: (text: string) => invokeRoute(client, text) });
}

/** Sends the fixed router-test prompt. */
export function useRouterTest() {
  const client = useSupabaseClient();
  return useMutation({ mutationFn: () => invokeRoute(client, routerTestPrompt) });
}
