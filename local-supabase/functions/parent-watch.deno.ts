// Loaded into every edge function's Deno process with `deno run --preload`, so the function's own
// code stays untouched. The stack gives each Deno process a stdin pipe and never writes to it;
// the kernel closes that pipe when the stack's process ends for any reason, SIGKILL included,
// and this sees end-of-file and exits, so no function outlives the stack that started it.

/** The parts of Deno's globals used here (this file is checked with Node's types). */
declare const Deno: {
  stdin: { readable: ReadableStream<Uint8Array> };
  exit(code?: number): never;
};
declare function addEventListener(type: 'load', listener: () => void): void;

async function exitWhenParentIsGone(): Promise<void> {
  const reader = Deno.stdin.readable.getReader();
  try {
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
  } catch {
    // A broken pipe means the same as end-of-file: the stack is gone.
  }
  Deno.exit(0);
}

// Deno keeps the main module waiting while a preload has reads in flight, so the watch starts
// once the function's module has loaded.
addEventListener('load', () => void exitWhenParentIsGone());
