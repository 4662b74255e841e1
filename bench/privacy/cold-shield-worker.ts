/// <reference lib="deno.worker" />
/**
 * One cold request in a fresh isolate that has loaded the route function's modules, as an edge
 * worker has by its first request: the shield's modules loaded, then one draft that needs every
 * validator library, so the figures are what the shield adds to a new worker, once.
 */
await import('../../supabase/functions/route/live-dependencies.ts');
const started = performance.now();
const { shieldDraft } = await import('../../supabase/functions/_shared/privacy/privacy-shield.ts');
const loaded = performance.now();
await shieldDraft((self as unknown as { name: string }).name);
const answered = performance.now();
self.postMessage({ moduleMs: loaded - started, firstRequestMs: answered - loaded });
self.close();
