import type { LoadTarget } from './load-runner.ts';

const entry = new URL(
  '../../node_modules/@portkey-ai/gateway/build/start-server.js',
  import.meta.url,
);

/**
 * Portkey's open-source gateway (router-anchors §6), run with Node beside our function and
 * pointed at the same mock: the peer we stand beside in the same run. Undefined when the
 * package is not installed.
 */
export async function startPortkey(
  body: string,
  mockBaseUrl: string,
): Promise<{ target: LoadTarget; stop(): Promise<void> } | undefined> {
  try {
    await Deno.stat(entry);
  } catch {
    return undefined;
  }
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  const child = new Deno.Command('node', {
    args: [entry.pathname, `--port=${port}`],
    stdout: 'null',
    stderr: 'null',
  }).spawn();
  const target: LoadTarget = {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    headers: {
      'content-type': 'application/json',
      authorization: 'Bearer bench',
      'x-portkey-provider': 'openai',
      'x-portkey-custom-host': mockBaseUrl,
    },
    body,
  };
  for (let tries = 0; tries < 300; tries++) {
    const ok = await fetch(target.url, { method: 'POST', headers: target.headers, body })
      .then(async (response) => {
        await response.body?.cancel();
        return response.ok;
      })
      .catch(() => false);
    if (ok) {
      return {
        target,
        stop: async () => {
          child.kill('SIGTERM');
          await child.status;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  await child.status;
  return undefined;
}
