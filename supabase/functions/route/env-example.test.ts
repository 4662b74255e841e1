import assert from 'node:assert/strict';
import { parseEnv } from 'node:util';
import { pollUntil } from '../_shared/clock/poll.test-support.ts';

/**
 * The committed `.env.example`, parsed verbatim the way `npm run stack` reads
 * `supabase/functions/.env` (node:util parseEnv): what a developer gets by copying it as the
 * README says, and what `supabase secrets set --env-file` gives a hosted project. Nearly every
 * value is empty.
 */
const exampleFile = new URL('../.env.example', import.meta.url);
const platform = {
  SUPABASE_URL: 'http://127.0.0.1:9/supabase',
  SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}',
  SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}',
};

function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/**
 * Runs `work` with `variables` in this process's environment, which a Worker shares, and puts
 * the environment back afterwards. A Worker loads every module afresh, so the AI SDK's own
 * start-up code runs again there against these variables, as in a new edge isolate.
 */
async function withEnvironment<T>(
  variables: Record<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(
    Object.keys(variables).map((name) => [name, Deno.env.get(name)]),
  );
  for (const [name, value] of Object.entries(variables)) Deno.env.set(name, value);
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) Deno.env.delete(name);
      else Deno.env.set(name, value);
    }
  }
}

/** Starts `module` in a Worker; collects the errors it throws while loading or running. */
function startWorker(module: URL | string) {
  const errors: string[] = [];
  const worker = new Worker(module, { type: 'module' });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    errors.push(event.message);
  });
  return { worker, errors };
}

Deno.test(
  'the function starts and answers with the committed .env.example as its environment',
  async () => {
    const example = parseEnv(await Deno.readTextFile(exampleFile)) as Record<string, string>;
    assert.ok(Object.keys(example).length > 20, 'the example lists the variables');
    assert.equal(example.ANTHROPIC_BASE_URL, '', 'the case that used to crash the function');
    const port = freePort();
    await withEnvironment(
      { ...example, ...platform, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}` },
      async () => {
        // The real entry point, which serves on the address DENO_SERVE_ADDRESS names.
        const { worker, errors } = startWorker(new URL('./index.ts', import.meta.url));
        try {
          const status = await pollUntil(
            async () => {
              if (errors.length > 0) return -1;
              try {
                const response = await fetch(`http://127.0.0.1:${port}/functions/v1/route`, {
                  method: 'POST',
                  body: '{"text":"hello"}',
                });
                await response.body?.cancel();
                return response.status;
              } catch {
                return 0;
              }
            },
            (value) => value !== 0,
          );
          assert.deepEqual(errors, []);
          assert.equal(status, 401, 'the handler is up and checks the caller');
        } finally {
          worker.terminate();
        }
      },
    );
  },
);

Deno.test(
  'without hiding blank values first, the AI SDK throws on an empty base URL as it loads',
  async () => {
    // The trap the entry point guards against; if the SDK stops doing this, the guard may go. A
    // provider loads on its vendor's first call, which is when the catalogue builds its model.
    const catalog = new URL('../_shared/vendors/vendor-catalog.ts', import.meta.url).href;
    const source = `import(${JSON.stringify(catalog)})
      .then(({ vendorCatalog }) =>
        vendorCatalog
          .find((vendor) => vendor.id === 'anthropic')
          .createModel({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', fetch }),
      )
      .then(
        () => postMessage('loaded'),
        (error) => postMessage(String(error)),
      );`;
    const module = URL.createObjectURL(new Blob([source], { type: 'application/javascript' }));
    await withEnvironment({ ...platform, ANTHROPIC_BASE_URL: '' }, async () => {
      const { worker, errors } = startWorker(module);
      try {
        const outcome = await new Promise<string>((resolve) => {
          worker.addEventListener('message', (event) => resolve(String(event.data)));
        });
        assert.deepEqual(errors, []);
        assert.match(outcome, /baseURL must be a non-empty string/);
      } finally {
        worker.terminate();
        URL.revokeObjectURL(module);
      }
    });
  },
);
