import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../../local-supabase/functions/free-port';
import { loopback, type E2ePorts } from './e2e-ports';
import { startChildServer } from './servers/child-server';
import { previewReadySchema, type PreviewServerOptions } from './servers/preview-protocol';
import {
  appReadySchema,
  stackReadySchema,
  type AppServerOptions,
  type StackServerOptions,
} from './servers/server-protocol';

const serversFolder = fileURLToPath(new URL('./servers/', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** One running product: the embedded stack (in memory) and the app on Vite, wired together. */
export interface TestEnvironment {
  appUrl: string;
  /** The production build the app is served from (absolute); unset on the dev server. */
  buildFolder?: string;
  apiUrl: string;
  mailUrl: string;
  publishableKey: string;
  /** For the test's own server-side calls (the approval list); never given to the browser. */
  secretKey: string;
  /** Stops the app, then the stack and its edge functions. */
  stop(): Promise<void>;
}

/** The parts of a TestEnvironment a test process needs (passed to workers as JSON). */
export type TestEnvironmentAddresses = Omit<TestEnvironment, 'stop'>;

export interface TestEnvironmentOptions {
  /** Fixed ports (the shared run), or free ones chosen now when left out. */
  ports?: E2ePorts;
  /**
   * How the app is served: Vite's dev server (`npm run dev`, the default) or the production
   * build (`vite build`, as a deploy makes it) on `vite preview`, whose pages load several times
   * faster: a screen is a few bundled files, not hundreds of modules.
   */
  app?: 'dev-server' | 'production-build';
  /**
   * Variables for the edge functions, over supabase/functions/.env, e.g.
   * `{ OPENAI_API_KEY: 'mock', OPENAI_BASE_URL: 'http://127.0.0.1:4010/openai/v1' }`.
   */
  functionEnvironment?: Record<string, string>;
  /** Another edge-functions folder (relative to the repository or absolute). */
  functionsFolder?: string;
  /** Where the servers' logs go; default test-results/servers/<app port>. */
  logFolder?: string;
  /** Also log the stack's info lines (each function's output, each e-mail). */
  verbose?: boolean;
}

/**
 * Starts the product the way a developer runs it (`npm run dev`): the embedded Supabase with the
 * real migrations, seed and edge functions, then Vite serving the app against it (its dev server,
 * or the production build: `options.app`). The stack's site URL is the app's origin, so e-mail
 * links land on this app's `/dashboard`.
 */
export async function startTestEnvironment(
  options: TestEnvironmentOptions = {},
): Promise<TestEnvironment> {
  const ports = options.ports ?? {
    app: await findFreePort(loopback),
    api: await findFreePort(loopback),
    mail: await findFreePort(loopback),
  };
  const appUrl = `http://${loopback}:${ports.app}`;
  const logFolder =
    options.logFolder ?? path.join(repositoryRoot, 'test-results', 'servers', String(ports.app));
  const stackOptions: StackServerOptions = {
    apiPort: ports.api,
    mailPort: ports.mail,
    siteUrl: appUrl,
    functionEnvironment: options.functionEnvironment ?? {},
    functionsFolder:
      options.functionsFolder && path.resolve(repositoryRoot, options.functionsFolder),
    verbose: options.verbose ?? process.env.E2E_VERBOSE === '1',
  };
  const stack = await startChildServer({
    entry: path.join(serversFolder, 'stack-server.ts'),
    name: 'stack',
    environment: { E2E_STACK_OPTIONS: JSON.stringify(stackOptions) },
    readySchema: stackReadySchema,
    logFolder,
    timeoutMs: 180_000,
  });
  try {
    const app =
      options.app === 'production-build'
        ? await startProductionBuild(ports.app, stack.ready, logFolder)
        : await startDevServer(ports.app, stack.ready, logFolder);
    return {
      appUrl: app.ready.appUrl,
      buildFolder: app.buildFolder,
      apiUrl: stack.ready.apiUrl,
      mailUrl: stack.ready.mailUrl,
      publishableKey: stack.ready.publishableKey,
      secretKey: stack.ready.secretKey,
      stop: async () => {
        await app.stop();
        await stack.stop();
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

interface StackAddresses {
  apiUrl: string;
  publishableKey: string;
}

async function startDevServer(port: number, stack: StackAddresses, logFolder: string) {
  const appOptions: AppServerOptions = {
    port,
    supabaseUrl: stack.apiUrl,
    publishableKey: stack.publishableKey,
  };
  const server = await startChildServer({
    entry: path.join(serversFolder, 'app-server.ts'),
    name: 'app',
    environment: { E2E_APP_OPTIONS: JSON.stringify(appOptions) },
    readySchema: appReadySchema,
    logFolder,
    timeoutMs: 120_000,
  });
  return { ready: server.ready, buildFolder: undefined, stop: server.stop };
}

/** Builds the app for this stack into the log folder, serves it, and removes the build on stop. */
async function startProductionBuild(port: number, stack: StackAddresses, logFolder: string) {
  const previewOptions: PreviewServerOptions = {
    port,
    outDir: path.join(logFolder, 'dist'),
    supabaseUrl: stack.apiUrl,
    publishableKey: stack.publishableKey,
  };
  const server = await startChildServer({
    entry: path.join(serversFolder, 'preview-server.ts'),
    name: 'app',
    environment: { E2E_PREVIEW_OPTIONS: JSON.stringify(previewOptions) },
    readySchema: previewReadySchema,
    logFolder,
    timeoutMs: 240_000,
  });
  return {
    ready: server.ready,
    buildFolder: server.ready.outDir,
    stop: async () => {
      await server.stop();
      // The log beside it stays, for a failed run; the build is made again next time.
      rmSync(previewOptions.outDir, { recursive: true, force: true });
    },
  };
}
