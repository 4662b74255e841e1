// Test fixture for the functions gateway: reports what reached the function, streams on
// /stream, and exits the process on /crash so restarts can be tested.
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

Deno.serve(async (request: Request) => {
  const url = new URL(request.url);
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
