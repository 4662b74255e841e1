/**
 * Resolves after `milliseconds` (at once for 0). Latency is not cut short when the client
 * leaves: Deno.serve only reports a hang-up through request.signal, which it also aborts after
 * every successful response, so stalls stream instead (see stallResponse).
 */
export const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) =>
    milliseconds > 0 ? setTimeout(resolve, milliseconds) : resolve(),
  );
