import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from '@/lib/zod';
import { ApiError, unexpectedErrorMessage } from '@/lib/api-error';

const isEmailAllowedResultSchema = z.boolean();

/**
 * Asks the server whether an e-mail address is on the beta approval list (RPC
 * `is_email_allowed(p_email)`). The browser check exists for the right message; the server
 * enforces the list on its own.
 */
export async function isEmailAllowed(client: SupabaseClient, email: string): Promise<boolean> {
  const { data, error, status } = await client.rpc('is_email_allowed', { p_email: email });
  if (error) {
    // The status tells a refused token (401) from a server or network failure.
    throw new ApiError(error.code || 'unexpected', error.message || unexpectedErrorMessage, {
      status: status || undefined,
      cause: error,
    });
  }
  const parsed = isEmailAllowedResultSchema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError('invalid_response', unexpectedErrorMessage, { cause: parsed.error });
  }
  return parsed.data;
}
