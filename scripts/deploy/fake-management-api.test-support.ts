import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What `supabase functions deploy --use-api` sent: its metadata and every file, by path. */
export interface FunctionUpload {
  slug: string | null;
  metadata: Record<string, unknown>;
  files: Map<string, Buffer>;
}

async function readUpload(request: IncomingMessage, url: URL): Promise<FunctionUpload> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const form = await new Response(Buffer.concat(chunks), {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
  const files = new Map<string, Buffer>();
  let metadata: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (name === 'metadata') metadata = JSON.parse(value) as Record<string, unknown>;
    } else {
      files.set(value.name, Buffer.from(await value.arrayBuffer()));
    }
  }
  return { slug: url.searchParams.get('slug'), metadata, files };
}

/**
 * The few Management API answers `supabase config diff` reads, on loopback: the project, its
 * add-ons and its current Auth settings; and a function deploy (`POST …/functions/deploy`),
 * whose upload is kept whole in `uploads`. What the CLI asks is recorded; nothing is changed.
 */
export async function startFakeManagementApi(currentAuth: Record<string, unknown> = {}) {
  const requests: string[] = [];
  const uploads: FunctionUpload[] = [];
  const server = createServer(async (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const url = request.url ?? '';
    const ref = /^\/v[12]\/projects\/([a-z]{20})/.exec(url)?.[1];
    response.setHeader('content-type', 'application/json');
    if (
      request.method === 'POST' &&
      ref &&
      url.startsWith(`/v1/projects/${ref}/functions/deploy`)
    ) {
      const upload = await readUpload(request, new URL(url, 'http://loopback'));
      uploads.push(upload);
      response.statusCode = 201;
      response.end(
        JSON.stringify({
          id: 'function-id',
          slug: upload.slug,
          name: upload.slug,
          version: 1,
          status: 'ACTIVE',
          created_at: 0,
          updated_at: 0,
          verify_jwt: upload.metadata.verify_jwt,
        }),
      );
      return;
    }
    request.resume();
    if (request.method !== 'GET' || !ref) {
      response.statusCode = 404;
      response.end(JSON.stringify({ message: 'not part of this fake' }));
    } else if (url.endsWith('/billing/addons')) {
      response.end(JSON.stringify({ selected_addons: [], available_addons: [] }));
    } else if (url === `/v2/projects/${ref}/config`) {
      response.end(
        JSON.stringify({
          data: { type: 'project_config', id: ref, attributes: { auth: currentAuth } },
        }),
      );
    } else {
      response.end(
        JSON.stringify({
          id: ref,
          ref,
          name: 'associate',
          organization_id: 'org',
          region: 'eu-central-1',
          created_at: '2026-01-01T00:00:00Z',
          status: 'ACTIVE_HEALTHY',
        }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    uploads,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
