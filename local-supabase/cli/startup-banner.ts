import { describeDenoFailure } from '../functions/deno-failure';
import type { FunctionState } from '../functions/function-process';
import type { LocalSupabase } from '../start-local-supabase';

const functionIndent = ' '.repeat(14);

/**
 * What `npm run stack` prints once started: where everything is, the keys to use, and each
 * function's state, so "ready" is never printed over a function that cannot answer.
 */
export function startupBanner(stack: LocalSupabase, elapsedMs: number): string {
  const states = stack.functionStates();
  const notServing = stack.functions.filter((name) => states[name]?.kind !== 'ready');
  const seconds = (elapsedMs / 1000).toFixed(1);
  const headline =
    notServing.length === 0
      ? `Local Supabase ready in ${seconds} s`
      : `Local Supabase started in ${seconds} s, but ${notServing.length === 1 ? 'a function is' : `${notServing.length} functions are`} not serving (see Functions)`;
  const functions = stack.functions.length
    ? stack.functions
        .map((name) => `${stack.apiUrl}/functions/v1/${name}  ${describeState(states[name])}`)
        .join(`\n${functionIndent}`)
    : '(none)';
  return [
    headline,
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

function describeState(state: FunctionState | undefined): string {
  if (!state || state.kind === 'starting') return 'starting (still fetching its packages?)';
  if (state.kind === 'ready') return 'ready';
  return `FAILED: ${describeDenoFailure(state.failure)}`;
}
