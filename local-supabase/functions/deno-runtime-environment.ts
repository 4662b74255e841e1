/**
 * What a Deno process needs from the machine to find its cache and fetch packages the way the
 * machine's other tools do: where the cache is, which certificates to trust, which proxy to
 * use, which registry to ask. Both `npm run cache:functions` and the stack's function processes
 * build their environment here, so a function finds the cache that `npm install` filled.
 *
 * Trust: Deno reads its CA roots from `DENO_CERT`, `DENO_TLS_CA_STORE` and (like Node)
 * `NODE_EXTRA_CA_CERTS`; behind a TLS-inspecting proxy the last is usually the only one set.
 * `SSL_CERT_FILE`/`SSL_CERT_DIR` alone were not enough for Deno on our machines, and pass
 * through for the libraries a function may load.
 */
export const denoRuntimeVariableNames = [
  // Where Deno keeps its cache: DENO_DIR, else $XDG_CACHE_HOME/deno, else $HOME/.cache/deno.
  'PATH',
  'HOME',
  'TMPDIR',
  'XDG_CACHE_HOME',
  'DENO_DIR',
  // Which certificate authorities to trust.
  'NODE_EXTRA_CA_CERTS',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  // How to reach the registry.
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'ALL_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'all_proxy',
  'no_proxy',
  'NPM_CONFIG_REGISTRY',
  'DENO_AUTH_TOKENS',
] as const;

/** The runtime variables of `processEnvironment` that are set, plus the stack's own settings. */
export function denoRuntimeEnvironment(
  processEnvironment: NodeJS.ProcessEnv,
): Record<string, string> {
  // No colour codes in a log that is not a terminal; no background update check, which would
  // reach the network on a machine that should need none after `npm install`.
  const variables: Record<string, string> = { NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' };
  for (const name of denoRuntimeVariableNames) {
    const value = processEnvironment[name];
    if (value !== undefined) variables[name] = value;
  }
  return withLoopbackOffProxy(variables);
}

const proxyVariableNames = ['HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY'] as const;
/** The stack and a function's calls to it (SUPABASE_URL) are on these hosts. */
const loopbackHosts = ['127.0.0.1', 'localhost'];

/**
 * Deno sends even loopback requests through HTTP(S)_PROXY unless NO_PROXY names the host. A
 * machine with a proxy and no NO_PROXY (a newcomer's, in our fresh-clone run) then had every
 * call of a function to the stack (its quota RPC, its usage rows) fail with "fetch failed". So
 * when a proxy is set, loopback joins NO_PROXY, after whatever the machine already exempts.
 */
function withLoopbackOffProxy(variables: Record<string, string>): Record<string, string> {
  const proxied = proxyVariableNames.some(
    (name) => variables[name] !== undefined || variables[name.toLowerCase()] !== undefined,
  );
  if (!proxied) return variables;
  const exempt = (variables.NO_PROXY ?? variables.no_proxy ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '');
  const missing = loopbackHosts.filter((host) => !exempt.includes(host));
  const noProxy = [...exempt, ...missing].join(',');
  return { ...variables, NO_PROXY: noProxy, no_proxy: noProxy };
}
