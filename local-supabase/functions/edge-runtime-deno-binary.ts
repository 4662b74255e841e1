import { createRequire } from 'node:module';
import path from 'node:path';
import { denoRuntimeEnvironment } from './deno-runtime-environment';

const require = createRequire(import.meta.url);

/**
 * Supabase's Edge Runtime is built on Deno 2.1 (V8 13); the project's own Deno (the `deno`
 * devDependency) is newer. The 2.1 binary comes from the registry as one optional alias per
 * platform (package.json `optionalDependencies`, `deno-edge-*`), because the `deno` package
 * itself, installed twice under an alias, fights over `node_modules/.bin/deno`.
 */
const platformPackages: Record<string, string> = {
  'linux-x64': 'deno-edge-linux-x64',
  'linux-arm64': 'deno-edge-linux-arm64',
  'darwin-x64': 'deno-edge-darwin-x64',
  'darwin-arm64': 'deno-edge-darwin-arm64',
};

export function edgeRuntimeDenoPath(): string {
  const name = platformPackages[`${process.platform}-${process.arch}`];
  if (!name) {
    throw new Error(
      `No Deno of the Edge Runtime's generation is pinned for ${process.platform}-${process.arch} ` +
        '(package.json optionalDependencies, deno-edge-*).',
    );
  }
  try {
    return path.join(path.dirname(require.resolve(`${name}/package.json`)), 'deno');
  } catch {
    throw new Error(
      `${name} (Deno 2.1, the Edge Runtime's generation) is missing: run npm install.`,
    );
  }
}

/**
 * What the Deno processes get from the machine: the stack's list (cache, trust, proxies, with
 * loopback kept off the proxy). Deno 2.1 reads a proxy's CA from DENO_CERT only, not from
 * NODE_EXTRA_CA_CERTS as newer Denos do, so DENO_CERT is filled from it when unset.
 */
export function machineEnvironment(processEnvironment: NodeJS.ProcessEnv): Record<string, string> {
  const variables = denoRuntimeEnvironment(processEnvironment);
  if (!variables.DENO_CERT && variables.NODE_EXTRA_CA_CERTS) {
    variables.DENO_CERT = variables.NODE_EXTRA_CA_CERTS;
  }
  return variables;
}
