import {
  octJwks,
  signHs256,
  testIssuer,
  userClaims,
} from '../../supabase/functions/_shared/auth/sign-test-token.ts';

const secret = 'router-bench-secret-with-at-least-32-characters';
const repositoryRoot = new URL('../../', import.meta.url);

/** A `route` function running in its own Deno process, exactly as `index.ts` starts it. */
export interface FunctionProcess {
  url: string;
  token: string;
  /** Milliseconds from spawn to the first 200 answer. */
  coldStartMs: number;
  stop(): Promise<void>;
}

function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** The env the edge runtime would give, pointed at the mock vendor's Supabase lane. */
export function functionEnv(
  mockUrl: string,
  extra: Record<string, string>,
): Record<string, string> {
  return {
    SUPABASE_URL: `${mockUrl}/supabase`,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_bench' }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_bench' }),
    SUPABASE_JWKS: octJwks(secret),
    SB_JWT_ISSUER: testIssuer,
    ...extra,
  };
}

/**
 * Spawns `deno run supabase/functions/route/index.ts` (or another `entry`, such as the bench's
 * bare relay; from another checkout's `root` for a before/after) on a free loopback port (known trap 14: DENO_SERVE_ADDRESS) and waits for its
 * first answer, which is the cold start we report.
 */
export async function startFunction(
  env: Record<string, string>,
  text: string,
  options: { entry?: string; root?: string | URL } = {},
): Promise<FunctionProcess> {
  const { entry = 'supabase/functions/route/index.ts', root = repositoryRoot } = options;
  const port = freePort();
  const token = await signHs256(userClaims({ exp: Math.floor(Date.now() / 1000) + 3600 }), secret);
  const spawnedAt = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      'run',
      '--allow-env',
      '--allow-net',
      '--allow-read',
      '--config',
      'supabase/functions/route/deno.json',
      entry,
    ],
    cwd: root,
    clearEnv: true,
    env: {
      ...env,
      PATH: Deno.env.get('PATH') ?? '',
      HOME: Deno.env.get('HOME') ?? '',
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      NO_COLOR: '1',
    },
    stdout: 'null',
    stderr: 'null',
  }).spawn();
  const url = `http://127.0.0.1:${port}/functions/v1/route`;
  const request = {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  };
  for (let tries = 0; ; tries++) {
    try {
      const response = await fetch(url, request);
      await response.body?.cancel();
      if (response.status === 200) break;
      throw new Error(`function answered ${response.status}`);
    } catch (error) {
      if (
        tries > 1_500 ||
        (error instanceof Error && error.message.startsWith('function answered'))
      ) {
        child.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const coldStartMs = performance.now() - spawnedAt;
  return {
    url,
    token,
    coldStartMs,
    stop: async () => {
      child.kill('SIGTERM');
      await child.status;
    },
  };
}
