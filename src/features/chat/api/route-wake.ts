import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Tells the route function a draft is being written: `POST …/route/wake` with the writer's
 * session, which the function answers at once with 204 and then gets ready for a first draft
 * (loads the offline engine and runs it once), so the draft is not kept waiting for that.
 * Fire and forget: a wake that fails costs the writer nothing, the draft goes out as it would
 * have, so nothing is shown and nothing thrown.
 */
export async function wakeRoute(client: SupabaseClient): Promise<void> {
  try {
    await client.functions.invoke('route/wake', { method: 'POST' });
  } catch {
    // supabase-js reports failures in its result; a fetch that throws is as unimportant.
  }
}
