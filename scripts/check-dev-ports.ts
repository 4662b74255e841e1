import { loadEnv } from 'vite';
import { parseStackArguments } from '../local-supabase/cli/cli-arguments';
import { defaultPorts } from '../local-supabase/stack-defaults';
import {
  canListen,
  describePortConflicts,
  identifyOccupant,
  probePorts,
} from './dev-port-conflicts';
import { repositoryRoot } from './supabase-cli';

const appPort = Number(process.env.APP_PORT ?? 5173);

/** `predev`: every port `npm run dev` needs is free, or one message says what holds it. */
async function checkDev(): Promise<number> {
  const request = parseStackArguments([], process.env);
  const options = request.kind === 'start' ? request.options : {};
  const conflicts = describePortConflicts(
    await probePorts({
      api: options.apiPort ?? defaultPorts.api,
      mail: options.mailPort ?? defaultPorts.mail,
      app: appPort,
    }),
  );
  if (!conflicts) return 0;
  process.stderr.write(`${conflicts}\n`);
  return 1;
}

/** `predev:app`: the app's port is free, and says which backend the app will talk to. */
async function checkAppAlone(): Promise<number> {
  if (!(await canListen(appPort))) {
    const occupant = await identifyOccupant('app', appPort);
    process.stderr.write(
      `npm run dev:app cannot start: port ${appPort} is in use by ${occupant === 'vite' ? 'a Vite dev server (another `npm run dev` or `npm run dev:app`)' : 'another program'}; stop it or set APP_PORT.\n`,
    );
    return 1;
  }
  const { VITE_SUPABASE_URL: backend } = loadEnv('development', repositoryRoot, 'VITE_');
  const url = new URL('/auth/v1/health', backend);
  const serving = await fetch(url, { signal: AbortSignal.timeout(1_500) })
    .then((response) => (response.headers.get('content-type') ?? '').includes('application/json'))
    .catch(() => false);
  process.stdout.write(
    serving
      ? `dev:app: the app talks to the Supabase API at ${backend}\n`
      : `dev:app: nothing answers at ${backend} yet: start a backend there (\`npx supabase start\`, or \`npm run stack\`); the app serves meanwhile\n`,
  );
  return 0;
}

process.exitCode = process.argv[2] === 'app' ? await checkAppAlone() : await checkDev();
