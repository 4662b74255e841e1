/**
 * CORS for a browser SPA on another origin: the headers supabase-js sends on every call, and the
 * timing header the chat and the benchmark read.
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Expose-Headers': 'Server-Timing, Retry-After, X-Request-Id',
  'Access-Control-Max-Age': '86400',
};
