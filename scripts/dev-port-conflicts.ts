import { createServer } from 'node:net';

/** What `npm run dev` listens on: the stack's API and mailbox, and the app. */
export type PortRole = 'api' | 'mail' | 'app';

/** Who holds a taken port, as far as one request can tell. */
export type Occupant = 'supabase-api' | 'mailbox' | 'vite' | 'unknown';

export interface PortProbe {
  role: PortRole;
  port: number;
  /** Undefined when the port is free. */
  occupant: Occupant | undefined;
}

const host = '127.0.0.1';

/** Whether this process could listen where the stack or Vite will: the very thing that fails. */
export function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function answers(url: string, test: (response: Response, body: string) => boolean) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_500) });
    return test(response, await response.text());
  } catch {
    return false;
  }
}

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('application/json');

/**
 * Asks whoever holds `port` one question in the language of what should be there: Auth's health
 * route (the embedded stack and `supabase start` both answer JSON, even without a key), the
 * Mailpit API, or Vite's client script.
 */
export async function identifyOccupant(role: PortRole, port: number): Promise<Occupant> {
  const base = `http://${host}:${port}`;
  if (role === 'api') {
    return (await answers(`${base}/auth/v1/health`, isJson)) ? 'supabase-api' : 'unknown';
  }
  if (role === 'mail') {
    return (await answers(`${base}/api/v1/messages`, isJson)) ? 'mailbox' : 'unknown';
  }
  return (await answers(`${base}/@vite/client`, (response) => response.ok)) ? 'vite' : 'unknown';
}

export async function probePorts(ports: Record<PortRole, number>): Promise<PortProbe[]> {
  return Promise.all(
    (Object.entries(ports) as Array<[PortRole, number]>).map(async ([role, port]) => ({
      role,
      port,
      occupant: (await canListen(port)) ? undefined : await identifyOccupant(role, port),
    })),
  );
}

const roleNames: Record<PortRole, string> = { api: 'API', mail: 'mailbox', app: 'app' };
const occupantNames: Record<Occupant, string> = {
  'supabase-api': 'a Supabase API (`supabase start`, or another `npm run dev` or `npm run stack`)',
  mailbox: 'a Supabase mailbox (`supabase start` or another stack)',
  vite: 'a Vite dev server (another `npm run dev` or `npm run dev:app`)',
  unknown: 'another program',
};

/**
 * What `npm run dev` says, before it starts anything, when its ports are taken: which port,
 * by what, and the ways on. Undefined when every port is free.
 */
export function describePortConflicts(probes: readonly PortProbe[]): string | undefined {
  const taken = probes.filter((probe) => probe.occupant !== undefined);
  if (taken.length === 0) return undefined;
  const lines = taken.map(
    (probe) =>
      `  port ${probe.port} (${roleNames[probe.role]}) is in use by ${occupantNames[probe.occupant ?? 'unknown']}`,
  );
  const api = probes.find((probe) => probe.role === 'api');
  const ways = [
    'Stop what holds them (Ctrl+C in its terminal; `npx supabase stop` for `supabase start`),',
    'or run this one on other ports: LOCAL_SUPABASE_API_PORT, LOCAL_SUPABASE_MAIL_PORT, APP_PORT',
    '(and VITE_SUPABASE_URL=http://127.0.0.1:<API port>).',
  ];
  if (api?.occupant === 'supabase-api' && !taken.some((probe) => probe.role === 'app')) {
    ways.unshift(
      `A Supabase stack already serves http://${host}:${api.port}: to use it, run the app alone with \`npm run dev:app\`.`,
    );
  }
  return `npm run dev cannot start: its ports are taken.\n${lines.join('\n')}\n${ways.join('\n')}`;
}
