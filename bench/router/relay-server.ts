/**
 * The least any function in front of a vendor can do: read the caller's JSON, make one call to
 * the vendor, answer JSON. No auth, no quota, no router, no checks. bench:router runs it beside
 * the route function so the quota-path table says what a separate process's hop alone costs on
 * this machine (RELAY_VENDOR_URL and RELAY_VENDOR_BODY set the call; DENO_SERVE_ADDRESS the port).
 */
const vendorUrl = Deno.env.get('RELAY_VENDOR_URL');
const vendorBody = Deno.env.get('RELAY_VENDOR_BODY');
if (!vendorUrl || !vendorBody) throw new Error('RELAY_VENDOR_URL and RELAY_VENDOR_BODY are needed');

Deno.serve({ onListen: () => {} }, async (request) => {
  const { text } = (await request.json()) as { text?: unknown };
  const answer = await fetch(vendorUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
    body: vendorBody,
  });
  const reply = (await answer.json()) as { choices?: { message?: { content?: string } }[] };
  return Response.json({
    output: reply.choices?.[0]?.message?.content ?? '',
    characters: typeof text === 'string' ? text.length : 0,
  });
});
