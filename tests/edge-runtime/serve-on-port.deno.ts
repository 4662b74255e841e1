// Runs an edge function's unmodified entry point on the Edge Runtime's Deno generation, as the
// Edge Runtime would host it. `deno run serve-on-port.deno.ts <port> <entry file URL>`.
//
// The Edge Runtime hands every `Deno.serve(handler)` its own socket and offers
// `EdgeRuntime.waitUntil`. Plain Deno 2.1 listens on port 8000 for `Deno.serve(handler)` (it
// ignores DENO_SERVE_ADDRESS) and has no `EdgeRuntime`, so both are supplied here, before the
// function's module loads; the function's own code is untouched.

/** The parts of Deno's globals used here (this file is checked with Node's types). */
declare const Deno: {
  args: string[];
  serve(
    options: { hostname: string; port: number; onListen(address: unknown): void },
    handler: unknown,
  ): unknown;
};

const [portArgument, entry] = Deno.args;
const port = Number(portArgument);
if (!Number.isInteger(port) || port <= 0 || !entry) {
  throw new Error('usage: serve-on-port.deno.ts <port> <entry file URL>');
}

const serveOnHostedSocket = Deno.serve.bind(Deno);
Object.assign(Deno, {
  serve: (handler: unknown) =>
    serveOnHostedSocket(
      {
        hostname: '127.0.0.1',
        port,
        onListen: () => console.log(`edge-runtime-deno: serving on ${port}`),
      },
      handler,
    ),
});

// Work a response hands over to run after it is sent (usage rows, the retention sweep); a task
// that fails is said on stderr, where the test looks for it.
Object.assign(globalThis, {
  EdgeRuntime: {
    waitUntil(promise: Promise<unknown>) {
      promise.catch((error: unknown) =>
        console.error('edge-runtime-deno: waitUntil task failed', error),
      );
    },
  },
});

await import(entry);
