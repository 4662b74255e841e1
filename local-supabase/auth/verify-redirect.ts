/**
 * Hosted Auth's verify redirect puts the session (or the error) in the URL fragment with sorted
 * keys and an empty `sb` marker; lite leaves both out. Same values, hosted Auth's form.
 */
export function normaliseVerifyRedirect(response: Response): Response {
  const location = response.headers.get('location');
  if (response.status !== 303 || !location?.includes('#')) return response;
  const hashIndex = location.indexOf('#');
  const fragment = new URLSearchParams(location.slice(hashIndex + 1));
  if (!fragment.has('sb')) fragment.set('sb', '');
  fragment.sort();
  const headers = new Headers(response.headers);
  headers.set('location', `${location.slice(0, hashIndex)}#${fragment.toString()}`);
  return new Response(null, { status: 303, headers });
}
