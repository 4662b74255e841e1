// Starts an edge function's unmodified entry point the way bench:boot and the boot test watch
// it: `deno run --v8-flags=--expose-gc boot-probe.deno.ts <port> <entry file URL>`.
//
// Like tests/edge-runtime/serve-on-port.deno.ts, it gives `Deno.serve(handler)` a port (Deno 2.1
// ignores DENO_SERVE_ADDRESS) and offers `EdgeRuntime.waitUntil`. It also answers
// `GET /__boot/heap` itself, before the function sees the request: the JS heap after a full
// garbage collection, which only code inside the process can read.

/** The parts of Deno's globals used here (this file is checked with Node's types). */
declare const Deno: {
  args: string[];
  serve(
    options: { hostname: string; port: number; onListen(address: unknown): void },
    handler: (request: Request, info: unknown) => Response | Promise<Response>,
  ): unknown;
  memoryUsage(): { rss: number; heapTotal: number; heapUsed: number; external: number };
};

const [portArgument, entry, clock] = Deno.args;
const port = Number(portArgument);
if (!Number.isInteger(port) || port <= 0 || !entry) {
  throw new Error('usage: boot-probe.deno.ts <port> <entry file URL> [--clock]');
}

function heapAnswer(): Response {
  (globalThis as { gc?: () => void }).gc?.();
  return Response.json(Deno.memoryUsage());
}

const serveOnPort = Deno.serve.bind(Deno);
Object.assign(Deno, {
  serve: (handler: (request: Request, info: unknown) => Response | Promise<Response>) =>
    serveOnPort(
      {
        hostname: '127.0.0.1',
        port,
        onListen: () => console.log(`boot-probe: serving on ${port}`),
      },
      (request, info) =>
        new URL(request.url).pathname === '/__boot/heap' ? heapAnswer() : handler(request, info),
    ),
});

Object.assign(globalThis, {
  EdgeRuntime: {
    waitUntil(promise: Promise<unknown>) {
      promise.catch((error: unknown) => console.error('boot-probe: waitUntil task failed', error));
    },
  },
});

if (clock === '--clock') {
  // Ties V8's log to the epoch (compiled-scripts.ts reads it): a module named after
  // the time it is asked for.
  await import(`data:text/javascript,//boot-probe-clock%20${Date.now()}`);
}

await import(entry);
