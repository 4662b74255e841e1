/**
 * A fetch for the AI SDK adapters (Anthropic, Google) that reads each answer's body in one piece
 * before the SDK sees it. The SDK reads a body chunk by chunk through a stream reader, which under Deno costs
 * about a quarter of a millisecond more per reply than one `arrayBuffer()`; that time sits on the
 * caller's clock after the vendor answered. The adapters never stream (one JSON answer per
 * call), and the request's abort signal still ends a body that stalls half-way.
 */
export function wholeBodyFetch(fetchImplementation: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImplementation(input, init);
    if (response.body === null) return response;
    const body = await response.arrayBuffer();
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
