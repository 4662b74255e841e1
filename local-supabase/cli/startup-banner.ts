import type { LocalSupabase } from '../start-local-supabase';

/** What `npm run stack` prints once ready: where everything is and the keys to use. */
export function startupBanner(stack: LocalSupabase, elapsedMs: number): string {
  const functions = stack.functions.length
    ? stack.functions.map((name) => `${stack.apiUrl}/functions/v1/${name}`).join('\n              ')
    : '(none)';
  return [
    `Local Supabase ready in ${(elapsedMs / 1000).toFixed(1)} s`,
    '',
    `  API URL:    ${stack.apiUrl}`,
    `  Functions:  ${functions}`,
    `  Mailbox:    ${stack.mailUrl}`,
    `  Publishable key: ${stack.publishableKey}`,
    `  Secret key:      ${stack.secretKey}`,
    `  JWT secret:      ${stack.jwtSecret}`,
    '',
    'Press Ctrl+C to stop.',
  ].join('\n');
}
