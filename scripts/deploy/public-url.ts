import { isIP } from 'node:net';

// RFC 2606 and RFC 6761 names that never reach a public site, plus .local (mDNS) and .internal.
const reservedSuffixes = ['.test', '.example', '.invalid', '.localhost', '.local', '.internal'];
const reservedDomains = ['example.com', 'example.org', 'example.net'];

function isPrivateIPv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function isPrivateIPv6(address: string): boolean {
  const lower = address.toLowerCase();
  return (
    lower === '::' ||
    lower === '::1' ||
    /^f[cd]/.test(lower) ||
    /^fe[89ab]/.test(lower) ||
    lower.startsWith('::ffff:')
  );
}

function parseUrl(raw: string): URL | undefined {
  try {
    // A pattern's wildcards stand for some letters; the rest must still be a URL.
    return new URL(raw.replaceAll('*', 'x'));
  } catch {
    return undefined;
  }
}

/**
 * Why a hosted project could not reach `raw`, or undefined when it could: not this machine, not
 * a private network, not a name reserved for examples and tests.
 */
export function unreachableFromHostedProblem(raw: string): string | undefined {
  const url = parseUrl(raw);
  if (!url) return `"${raw}" is not a URL`;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return `${raw} points at this machine`;
  const ipVersion = isIP(host);
  if (ipVersion === 4 && isPrivateIPv4(host)) return `${raw} is a loopback or private address`;
  if (ipVersion === 6 && isPrivateIPv6(host)) return `${raw} is a loopback or private address`;
  const reserved = reservedSuffixes.find((suffix) => host.endsWith(suffix));
  if (reserved) return `${raw} is on ${reserved}, a domain reserved for examples and tests`;
  if (reservedDomains.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
    return `${raw} is on a domain reserved for examples`;
  }
  return undefined;
}

/**
 * Why `raw` cannot be an address of the production app (a site URL, a redirect URL, or a
 * redirect pattern with `*` wildcards), or undefined when it can: https on a public host.
 */
export function productionUrlProblem(raw: string): string | undefined {
  const unreachable = unreachableFromHostedProblem(raw);
  if (unreachable) return unreachable;
  return parseUrl(raw)?.protocol === 'https:' ? undefined : `${raw} is not https`;
}

/**
 * Whether Auth would accept `target` as a redirect for `pattern`, by the rules of its
 * allow list: `**` stands for anything, `*` for anything but a `.` or `/`.
 */
export function redirectAllows(pattern: string, target: string): boolean {
  const expression = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^./]*'),
    )
    .join('.*');
  return new RegExp(`^${expression}$`).test(target);
}

/**
 * Why a redirect pattern with wildcards would let Auth send links (and the session they carry)
 * to hosts other than the site's own, or undefined when it cannot: its scheme and host must be
 * written out (`*` and `**` only in the path) and be the site URL's. `https://**` allows every
 * https site; `https://*.vercel.app/**` every app on that host, anyone's.
 */
export function wildcardReachProblem(pattern: string, siteHost: string): string | undefined {
  if (!pattern.includes('*')) return undefined;
  const authority = /^https:\/\/([^/]*)\//i.exec(pattern)?.[1];
  if (authority === undefined || authority.includes('*')) {
    return `${pattern} has a wildcard in its scheme or host, so it matches hosts other than ${siteHost}: write the host out`;
  }
  if (authority.toLowerCase() !== siteHost.toLowerCase()) {
    return `${pattern} is a wildcard on ${authority}, not on the site's host ${siteHost}: list that host's redirect URLs one by one`;
  }
  return undefined;
}
