import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The few Management API answers `supabase config diff` reads, on loopback: the project, its
 * add-ons and its current Auth settings. What the CLI asks is recorded; nothing is changed.
 */
export async function startFakeManagementApi(currentAuth: Record<string, unknown>) {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    request.resume();
    const url = request.url ?? '';
    const ref = /^\/v[12]\/projects\/([a-z]{20})/.exec(url)?.[1];
    response.setHeader('content-type', 'application/json');
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
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
