// Test fixture for the functions gateway: reports what reached the function, streams on
// /stream, holds a stream open on /held/<id> until /release/<id> (and says on /held-state/<id>
// whether its reader went away), and exits the process on /crash so restarts can be tested.
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

const environmentNames = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_PUBLISHABLE_KEYS',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_SECRET_KEYS',
  'SUPABASE_JWKS',
  'FIXTURE_GREETING',
  'PATH_TO_NOWHERE',
];

/** Held streams by id: how to write their last event, and whether their reader cancelled them. */
const held = new Map<string, { release: () => void; cancelled: boolean }>();

function heldStream(id: string): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode('data: first\n\n'));
      held.set(id, {
        cancelled: false,
        release: () => {
          controller.enqueue(encoder.encode('data: last\n\n'));
          controller.close();
        },
      });
    },
    cancel() {
      const entry = held.get(id);
      if (entry) entry.cancelled = true;
    },
  });
  return new Response(stream, { headers: { ...corsHeaders, 'content-type': 'text/event-stream' } });
}

Deno.serve(async (request: Request) => {
  const url = new URL(request.url);
  const [, , action, id = ''] = url.pathname.split('/');
  if (action === 'held') return heldStream(id);
  if (action === 'release') {
    held.get(id)?.release();
    return Response.json({ released: held.has(id) }, { headers: corsHeaders });
  }
  if (action === 'held-state') {
    return Response.json({ cancelled: held.get(id)?.cancelled ?? null }, { headers: corsHeaders });
  }
  if (request.method === 'OPTIONS') {
    return new Response('preflight answered by the function', { headers: corsHeaders });
  }
  if (url.pathname.endsWith('/crash')) {
    setTimeout(() => Deno.exit(3), 20);
    return Response.json({ crashing: true }, { headers: corsHeaders });
  }
  if (url.pathname.endsWith('/stream')) {
    const encoder = new TextEncoder();
    const stream = new ReadableStream({
      async start(controller) {
        for (const part of ['one', 'two', 'three']) {
          controller.enqueue(encoder.encode(`data: ${part}\n\n`));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        controller.close();
      },
    });
    return new Response(stream, {
      headers: { ...corsHeaders, 'content-type': 'text/event-stream' },
    });
  }
  const environment = Object.fromEntries(
    environmentNames.map((name) => [name, Deno.env.get(name) ?? null]),
  );
  return Response.json(
    {
      method: request.method,
      path: url.pathname,
      query: url.search,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
      environment,
      pid: Deno.pid,
    },
    { headers: corsHeaders },
  );
});
