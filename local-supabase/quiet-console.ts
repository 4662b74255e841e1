/**
 * Silences `console` while a quiet stack runs: @supabase/lite logs every failed request (with
 * stack traces) there, which buries test output. Returns the function that restores it.
 */
export function muteConsole(): () => void {
  const original = {
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
  };
  const silent = () => {};
  Object.assign(console, { log: silent, info: silent, warn: silent, error: silent });
  return () => Object.assign(console, original);
}
