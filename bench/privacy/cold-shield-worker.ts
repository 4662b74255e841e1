/// <reference lib="deno.worker" />
/**
 * One cold request in a fresh isolate, as an edge worker has it: the shield's own modules
 * loaded (timed alone, before the rest of the route function's, which import it), then the
 * rest, then one draft that needs every validator library. The figures are what the shield
 * adds to a new worker, once.
 */
const started = performance.now();
const { shieldDraft } = await import('../../supabase/functions/_shared/privacy/privacy-shield.ts');
const loaded = performance.now();
await import('../../supabase/functions/route/live-dependencies.ts');
const first = performance.now();
await shieldDraft((self as unknown as { name: string }).name);
const answered = performance.now();
self.postMessage({ moduleMs: loaded - started, firstRequestMs: answered - first });
self.close();
