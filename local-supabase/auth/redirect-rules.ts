/**
 * Hosted Auth's rule for where an e-mail link may send the browser: the site URL's own host (any
 * port for localhost), any loopback IP, or a match of one of `additional_redirect_urls`, where
 * `*` stops at `.` and `/` and `**` does not. Anything else falls back to the site URL.
 */
export function isRedirectAllowed(
  target: string,
  options: { siteUrl: string; additionalRedirectUrls: readonly string[] },
): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (sameSite(url, options.siteUrl)) return true;
  if (isLoopbackAddress(url.hostname)) return true;
  const withoutFragment = target.split('#')[0] ?? target;
  return options.additionalRedirectUrls.some((pattern) =>
    globToRegExp(pattern).test(withoutFragment),
  );
}

/** The redirect an e-mail link should carry: the requested one when allowed, else the site. */
export function chooseRedirect(
  requested: string | null,
  options: { siteUrl: string; additionalRedirectUrls: readonly string[] },
): string {
  return requested && isRedirectAllowed(requested, options) ? requested : options.siteUrl;
}

function sameSite(url: URL, siteUrl: string): boolean {
  let site: URL;
  try {
    site = new URL(siteUrl);
  } catch {
    return false;
  }
  if (site.protocol !== url.protocol || site.hostname !== url.hostname) return false;
  return site.port === url.port || url.hostname === 'localhost';
}

function isLoopbackAddress(hostname: string): boolean {
  return /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';
}

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index] ?? '';
    if (character === '*' && pattern[index + 1] === '*') {
      source += '.*';
      index += 1;
    } else if (character === '*') {
      source += '[^./]*';
    } else if (character === '?') {
      source += '[^./]';
    } else {
      source += character.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}
