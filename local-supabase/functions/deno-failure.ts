/** Why a Deno process failed, in one line, and what the user can do about it. */
export interface DenoFailure {
  /** `certificate` and `network` mean Deno could not fetch the function's packages. */
  kind: 'certificate' | 'network' | 'other';
  cause: string;
  fix: string;
}

const certificatePattern =
  /invalid peer certificate: ([\w ]+)|certificate verify failed|UnknownIssuer/;
const requestPattern = /error sending request for url \((https?:\/\/[^/)\s]+)/;
const cachingPattern = /Failed caching npm package '([^']+)'/;

/** What the user should do once the cause is fixed, in each place a fetch can fail. */
export const retryAdvice = {
  install: 'then run `npm run cache:functions`',
  stack:
    'then run `npm run cache:functions` (the function retries on its own, or restart the stack)',
} as const;

const otherAdvice = {
  install: "run `npm run cache:functions` to see Deno's whole output",
  stack: 'fix it and the function restarts on its own',
} as const;

/**
 * Reads Deno's error output (an `error:` line, then its chain of causes `0: …`, `1: …`) and says
 * why it failed. Fetch failures get the fix for the machine's trust or proxy settings; anything
 * else is Deno's own first error line with where it happened.
 */
export function explainDenoFailure(
  lines: readonly string[],
  context: keyof typeof retryAdvice,
): DenoFailure {
  const text = lines.join('\n');
  const host = requestPattern.exec(text)?.[1];
  const where = host ? ` of ${host}` : '';
  const certificate = certificatePattern.exec(text);
  if (certificate) {
    const detail = certificate[1]
      ? `invalid peer certificate: ${certificate[1].trim()}`
      : 'invalid certificate';
    return {
      kind: 'certificate',
      cause: `Deno does not trust the TLS certificate${where} (${detail})`,
      fix: `behind a TLS-inspecting proxy, set NODE_EXTRA_CA_CERTS (or DENO_CERT) to the proxy's CA file, ${retryAdvice[context]}`,
    };
  }
  if (host) {
    const package_ = cachingPattern.exec(text)?.[1];
    return {
      kind: 'network',
      cause: `Deno could not reach ${host}${package_ ? ` for ${package_}` : ''} (${deepestCause(lines)})`,
      fix: `check the network and HTTPS_PROXY/NO_PROXY, ${retryAdvice[context]}`,
    };
  }
  return { kind: 'other', cause: firstError(lines), fix: otherAdvice[context] };
}

/** `cause; fix` as one sentence. */
export function describeDenoFailure(failure: DenoFailure): string {
  return `${failure.cause}; ${failure.fix}`;
}

// Deno prints the chain of causes as indented `N: message` lines, the root cause last.
function deepestCause(lines: readonly string[]): string {
  const causes = lines.flatMap((line) => /^\s+\d+: (.+)$/.exec(line)?.[1] ?? []);
  return causes.at(-1) ?? 'no answer';
}

function firstError(lines: readonly string[]): string {
  const index = lines.findIndex((line) => /^error:/i.test(line.trim()));
  if (index === -1) return lines.findLast((line) => line.trim() !== '')?.trim() ?? 'no output';
  const location = lines
    .slice(index + 1)
    .find((line) => /^\s+at /.test(line))
    ?.trim();
  return [lines[index]?.trim(), location].filter(Boolean).join(' ');
}
