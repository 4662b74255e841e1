/**
 * The built app's Content-Security-Policy, one source for the `<meta>` tag, the static host's
 * `_headers` file and `vite preview`. The app loads nothing but its own files and talks to
 * nothing but its own origin and its Supabase project.
 */

/** Where a policy travels: a response header, or a `<meta http-equiv>` in index.html. */
export type PolicyDelivery = 'header' | 'meta';

export interface PolicyOptions {
  /**
   * `VITE_SUPABASE_URL` of the build: the one backend the browser may call. Without it the
   * policy allows no backend at all (and the app would not start anyway).
   */
  supabaseUrl: string | undefined;
  /** `sha256-…` sources for the `<style>` elements libraries inject at run time. */
  styleHashes?: readonly string[];
}

/** The Supabase project's origin; anything but an http(s) URL is a build error. */
export function backendOrigin(supabaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(supabaseUrl);
  } catch {
    throw new Error(
      `VITE_SUPABASE_URL must be an http(s) URL to build the CSP, not "${supabaseUrl}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `VITE_SUPABASE_URL must be an http(s) URL to build the CSP, not "${supabaseUrl}"`,
    );
  }
  return url.origin;
}

/**
 * The directives, in a stable order. `frame-ancestors` only works as a header (a `<meta>` copy
 * is ignored and Chromium logs an error for it), so the meta policy leaves it out.
 */
export function policyDirectives(
  options: PolicyOptions,
  delivery: PolicyDelivery,
): [string, string[]][] {
  const styleSources = ["'self'", ...(options.styleHashes ?? []).map((hash) => `'${hash}'`)];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', styleSources],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      ["'self'", ...(options.supabaseUrl ? [backendOrigin(options.supabaseUrl)] : [])],
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'none'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', ["'none'"]],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives;
}

/** The policy as one header or meta value. */
export function contentSecurityPolicy(options: PolicyOptions, delivery: PolicyDelivery): string {
  return policyDirectives(options, delivery)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
