export interface MailLinkOptions {
  /** The origin lite built the links on (its `site_url`). */
  siteUrl: string;
  /** The API's own origin, where hosted Auth's links point. */
  apiUrl: string;
  /** The validated redirect the request asked for. */
  redirectTo: string;
}

const verifyLinkPattern = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/g;

/**
 * lite builds e-mail links on `site_url` (its Vite plugin serves the API there) and always sends
 * `redirect_to = site_url`. Hosted Auth builds them on the API URL and carries the redirect the
 * app asked for (e.g. /dashboard). This rewrites lite's verify links into hosted Auth's form.
 */
export function rewriteVerifyLinks(content: string, options: MailLinkOptions): string {
  const siteOrigin = new URL(options.siteUrl).origin;
  return content.replace(verifyLinkPattern, (found) => {
    const escaped = found.includes('&amp;');
    let link: URL;
    try {
      link = new URL(escaped ? found.replaceAll('&amp;', '&') : found);
    } catch {
      return found;
    }
    if (link.origin !== siteOrigin) return found;
    const rewritten = new URL(`${link.pathname}${link.search}`, options.apiUrl);
    rewritten.searchParams.set('redirect_to', options.redirectTo);
    const text = rewritten.toString();
    return escaped ? text.replaceAll('&', '&amp;') : text;
  });
}

/** The first verify link of a message body, as a user would click it. */
export function findVerifyLink(content: string): string | null {
  const [first] = content.match(verifyLinkPattern) ?? [];
  return first ? first.replaceAll('&amp;', '&') : null;
}
