type Fetch = typeof fetch;

/**
 * A fetch that, when its call is aborted, cancels the answer's body before it aborts the request.
 *
 * Aborting a Deno fetch errors a body already being read, and an errored body can no longer be
 * cancelled: when no read was pending at that moment, nothing closed its socket, and a stalled
 * vendor's call stayed open until the vendor ended it. Cancelling the body first closes the
 * socket; the request's own abort then only matters before the answer's headers arrive.
 */
export function bodyFirstAbort(fetchImplementation: Fetch): Fetch {
  return async (input, init) => {
    const callSignal = init?.signal;
    if (!callSignal) return await fetchImplementation(input, init);
    callSignal.throwIfAborted();
    const requestController = new AbortController();
    // What an abort must close first, once the answer has arrived.
    const answer: {
      reader?: ReadableStreamDefaultReader<Uint8Array>;
      controller?: ReadableStreamDefaultController<Uint8Array>;
    } = {};
    const abort = () => {
      const reason: unknown = callSignal.reason;
      const closing = answer.reader
        ? answer.reader.cancel(reason).catch(() => {})
        : Promise.resolve();
      answer.controller?.error(reason);
      void closing.finally(() => requestController.abort(reason));
    };
    callSignal.addEventListener('abort', abort, { once: true });
    const stopWatching = () => callSignal.removeEventListener('abort', abort);
    let response: Response;
    try {
      response = await fetchImplementation(input, { ...init, signal: requestController.signal });
    } catch (error) {
      stopWatching();
      throw error;
    }
    if (!response.body) {
      stopWatching();
      return response;
    }
    const bodyReader = response.body.getReader();
    answer.reader = bodyReader;
    if (callSignal.aborted) {
      await bodyReader.cancel(callSignal.reason).catch(() => {});
      throw callSignal.reason;
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        answer.controller = controller;
      },
      async pull(controller) {
        try {
          const { done, value } = await bodyReader.read();
          if (callSignal.aborted) return;
          if (!done) return controller.enqueue(value);
          stopWatching();
          controller.close();
        } catch (error) {
          stopWatching();
          if (!callSignal.aborted) controller.error(error);
        }
      },
      cancel(reason) {
        stopWatching();
        return bodyReader.cancel(reason);
      },
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
