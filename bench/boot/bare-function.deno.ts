// The smallest edge function there is: what bench:boot holds the route function's start-up
// against, started the same way in the same process tree.

/** The part of Deno's globals used here (this file is checked with Node's types). */
declare const Deno: { serve(handler: () => Response): unknown };

Deno.serve(() => new Response('ok'));
