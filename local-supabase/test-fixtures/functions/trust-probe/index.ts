// Test fixture for the machine's trust settings: fetches one of two loopback HTTPS servers set
// up by the contract tests, `trusted` (its CA is named only by NODE_EXTRA_CA_CERTS in the
// stack's environment) or `untrusted` (its CA is named nowhere), and says what happened.
Deno.serve(async (request: Request) => {
  const target = new URL(request.url).searchParams.get('target') ?? '';
  const url = Deno.env.get(
    target === 'trusted' ? 'TRUST_PROBE_TRUSTED_URL' : 'TRUST_PROBE_UNTRUSTED_URL',
  );
  if (!url) return Response.json({ ok: false, error: `no URL for target "${target}"` });
  try {
    const response = await fetch(url);
    return Response.json({ ok: true, status: response.status, body: await response.text() });
  } catch (error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return Response.json({ ok: false, error: `${String(error)} ${cause ? String(cause) : ''}` });
  }
});
