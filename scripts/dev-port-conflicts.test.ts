import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../local-supabase/functions/free-port';
import { describePortConflicts, probePorts, type PortProbe } from './dev-port-conflicts';

const servers: Array<{ close(callback: () => void): unknown }> = [];

async function listen<T extends Server | ReturnType<typeof createTcpServer>>(
  server: T,
): Promise<number> {
  const port = await findFreePort('127.0.0.1');
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.push(server);
  return port;
}

/** Answers one path with JSON, as the stack's API or mailbox would; 404 elsewhere. */
function jsonAt(path: string, status = 200) {
  return createHttpServer((request, response) => {
    const hit = request.url === path;
    response.writeHead(hit ? status : 404, {
      'content-type': hit ? 'application/json' : 'text/plain',
    });
    response.end(hit ? JSON.stringify({ message: 'Local Supabase is starting' }) : 'no');
  });
}

afterAll(async () => {
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

describe('the ports npm run dev needs', () => {
  it('tells a Supabase API, a mailbox, Vite and anything else apart, on real sockets', async () => {
    const api = await listen(jsonAt('/auth/v1/health', 503));
    const mail = await listen(jsonAt('/api/v1/messages'));
    const app = await listen(
      createHttpServer((request, response) => {
        response.writeHead(request.url === '/@vite/client' ? 200 : 404);
        response.end('// vite');
      }),
    );
    const silent = await listen(createTcpServer((socket) => socket.destroy()));
    const free = await findFreePort('127.0.0.1');

    expect(await probePorts({ api, mail, app })).toEqual([
      { role: 'api', port: api, occupant: 'supabase-api' },
      { role: 'mail', port: mail, occupant: 'mailbox' },
      { role: 'app', port: app, occupant: 'vite' },
    ]);
    expect(await probePorts({ api: silent, mail: free, app: silent })).toEqual([
      { role: 'api', port: silent, occupant: 'unknown' },
      { role: 'mail', port: free, occupant: undefined },
      { role: 'app', port: silent, occupant: 'unknown' },
    ]);
  });
});

describe('what npm run dev says when they are taken', () => {
  const probe = (
    role: PortProbe['role'],
    port: number,
    occupant?: PortProbe['occupant'],
  ): PortProbe => ({
    role,
    port,
    occupant,
  });

  it('says nothing when every port is free', () => {
    expect(
      describePortConflicts([probe('api', 54321), probe('mail', 54324), probe('app', 5173)]),
    ).toBeUndefined();
  });

  it('offers the app alone when a Supabase stack already serves the API', () => {
    const message = describePortConflicts([
      probe('api', 54321, 'supabase-api'),
      probe('mail', 54324, 'mailbox'),
      probe('app', 5173),
    ]);

    expect(message).toBe(
      [
        'npm run dev cannot start: its ports are taken.',
        '  port 54321 (API) is in use by a Supabase API (`supabase start`, or another `npm run dev` or `npm run stack`)',
        '  port 54324 (mailbox) is in use by a Supabase mailbox (`supabase start` or another stack)',
        'A Supabase stack already serves http://127.0.0.1:54321: to use it, run the app alone with `npm run dev:app`.',
        'Stop what holds them (Ctrl+C in its terminal; `npx supabase stop` for `supabase start`),',
        'or run this one on other ports: LOCAL_SUPABASE_API_PORT, LOCAL_SUPABASE_MAIL_PORT, APP_PORT',
        '(and VITE_SUPABASE_URL=http://127.0.0.1:<API port>).',
      ].join('\n'),
    );
  });

  it('names another dev server on the app port, and offers no app alone then', () => {
    const message = describePortConflicts([
      probe('api', 54321, 'supabase-api'),
      probe('mail', 54324),
      probe('app', 5173, 'vite'),
    ]);

    expect(message).toContain('port 5173 (app) is in use by a Vite dev server');
    expect(message).not.toContain('npm run dev:app`.');
  });

  it('names another program without guessing', () => {
    expect(describePortConflicts([probe('api', 54321, 'unknown')])).toContain(
      'port 54321 (API) is in use by another program',
    );
  });
});
