import process from 'node:process';
import { fileURLToPath } from 'node:url';
import {
  octJwks,
  signHs256,
  testIssuer,
  userClaims,
} from '../../supabase/functions/_shared/auth/sign-test-token.test-support.ts';
import type { LoadRequest } from '../shared/load-generator.ts';
import { startReadyProcess } from '../../tests/support/ready-process.ts';

const secret = 'router-bench-secret-with-at-least-32-characters';
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A draft with wordy phrases to refine: every request of the bench sends it. */
export const benchText =
  'We will utilize the survey in order to measure recall prior to the launch.';

/** A `route` function in its own Deno process, started exactly as `index.ts` starts. */
export interface FunctionProcess {
  /** A request of the bench's draft to it, as a signed-in user. */
  target: LoadRequest;
  /** Milliseconds from spawn to the first 200 answer. */
  coldStartMs: number;
  stop(): Promise<void>;
}

/** The environment the Edge Runtime would give, pointed at the mock's Supabase lane. */
export function functionEnv(mockUrl: string, extra: Record<string, string>) {
  return {
    SUPABASE_URL: `${mockUrl}/supabase`,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_bench' }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_bench' }),
    SUPABASE_JWKS: octJwks(secret),
    SB_JWT_ISSUER: testIssuer,
    ...extra,
  };
}

export function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/**
 * Spawns `deno run supabase/functions/route/index.ts` (or another `entry`, such as the bench's
 * bare relay; from another checkout's `root` for a before/after) on a free loopback port, which
 * Deno.serve takes from DENO_SERVE_ADDRESS, and waits for its first answer: the cold start.
 */
export async function startFunction(
  env: Record<string, string>,
  options: { entry?: string; root?: string; headers?: Record<string, string> } = {},
): Promise<FunctionProcess> {
  const port = freePort();
  const token = await signHs256(userClaims({ exp: Math.floor(Date.now() / 1000) + 3600 }), secret);
  const target: LoadRequest = {
    url: `http://127.0.0.1:${port}/functions/v1/route`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...options.headers,
    },
    body: JSON.stringify({ text: benchText }),
  };
  const started = await startReadyProcess(
    Deno.execPath(),
    [
      'run',
      '--allow-env',
      '--allow-net',
      '--allow-read',
      '--config',
      'supabase/functions/route/deno.json',
      options.entry ?? 'supabase/functions/route/index.ts',
    ],
    {
      cwd: options.root ?? repositoryRoot,
      env: {
        ...env,
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        NO_COLOR: '1',
      },
      poll: async () => {
        const response = await fetch(target.url, {
          method: 'POST',
          headers: target.headers,
          body: target.body,
        });
        await response.body?.cancel();
        if (response.status !== 200) throw new Error(`the function answered ${response.status}`);
        return true;
      },
      timeoutMs: 30_000,
      label: options.entry ?? 'the route function',
    },
  );
  return { target, coldStartMs: started.readyAfterMs, stop: started.stop };
}
