import './telemetry-off';
import path from 'node:path';
import { hideHeldUserCreations } from './auth/user-creation-gate';
import {
  functionVerifiesJwt,
  loadProjectConfig,
  type AuthSettings,
  type ProjectConfig,
} from './config/project-config';
import { resetDataFolder } from './database/data-folder';
import { openEmbeddedBackend, type EmbeddedBackend } from './database/embedded-backend';
import type { MigrationReport } from './database/migration-runner';
import type { StackDatabase } from './database/stack-database';
import { buildFunctionEnvironment } from './functions/function-environment';
import type { FunctionState } from './functions/function-process';
import { startFunctions, type FunctionsSupervisor } from './functions/functions-supervisor';
import { AdmissionQueue } from './gateway/admission-queue';
import { ApiGateway } from './gateway/api-gateway';
import { createCapturingEmailDriver } from './mailbox/capturing-email-driver';
import { handleMailboxRequest } from './mailbox/mailbox-api';
import { MailStore } from './mailbox/mail-store';
import { muteConsole } from './quiet-console';
import { listenHttp, type HttpListener } from './server/http-listener';
import { answerOnlyLoopbackHosts } from './server/loopback-host';
import { localKeys } from './stack-defaults';
import { createStackLogger, type StackLogger } from './stack-logger';
import {
  resolveStackPaths,
  stackHost,
  stackOptionsSchema,
  type ResolvedStackOptions,
  type StackOptions,
  type StackPaths,
} from './stack-options';

/** A running embedded Supabase: what a client or a test needs to talk to it. */
export interface LocalSupabase {
  apiUrl: string;
  mailUrl: string;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  /** Names of the edge functions served under `/functions/v1/`. */
  functions: string[];
  /** Each edge function's state now (serving, starting, or failed and why), by name. */
  functionStates(): Record<string, FunctionState>;
  /** Ids of the edge functions' Deno processes right now. */
  functionProcessIds(): number[];
  migrations: MigrationReport;
  /** Superuser SQL access to the embedded database. */
  database: StackDatabase;
  mailbox: MailStore;
  /** Stops functions, database and listeners; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts the whole local stack — mailbox, API gateway, Auth + Data API on PGlite with the
 * project's migrations, and every edge function in Deno — and resolves once all of it answers.
 * Ports are taken first, so a port in use fails at once with a PortInUseError.
 */
export async function startLocalSupabase(options: StackOptions = {}): Promise<LocalSupabase> {
  const settings = stackOptionsSchema.parse(options);
  const logger = options.logger ?? createStackLogger({ quiet: settings.quiet });
  const paths = resolveStackPaths(settings);
  const project = await loadProjectConfig(paths.configFile);
  const auth = {
    ...project.config.auth,
    site_url: settings.siteUrl ?? project.config.auth.site_url,
  };
  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  if (settings.quiet) {
    const unmute = muteConsole();
    cleanups.push(async () => unmute());
  }
  const showHeldUserCreations = hideHeldUserCreations();
  cleanups.push(async () => showHeldUserCreations());
  try {
    const mailbox = new MailStore();
    const gateway = new ApiGateway(logger);
    const listeners = await openListeners({ settings, logger, mailbox, gateway, cleanups });
    const apiUrl = listeners.api.url;
    const seed = project.config.db.seed;
    const backend = await openBackend({ settings, paths, auth, seed, logger, mailbox, apiUrl });
    cleanups.push(backend.close);
    const functions = await startEdgeFunctions({
      settings,
      paths,
      logger,
      apiUrl,
      processEnvironment: options.processEnvironment ?? process.env,
    });
    cleanups.push(functions.stop);
    gateway.open({
      app: backend.app,
      database: backend.database,
      auth,
      beforeUserCreatedHook: project.beforeUserCreatedHook,
      bodyLimitBytes: settings.bodyLimitBytes,
      admission: new AdmissionQueue(settings.admission),
      functions,
      host: stackHost,
      jwtSecret: localKeys.jwtSecret,
      // Hosted Auth's `iss`: the API's own URL (as clients call it) and /auth/v1.
      jwtIssuer: `${apiUrl}/auth/v1`,
      verifyJwt: (name) =>
        settings.functionSettings[name]?.verifyJwt ?? functionVerifiesJwt(project.config, name),
    });
    return {
      apiUrl,
      mailUrl: listeners.mail.url,
      ...localKeys,
      functions: functions.names(),
      functionStates: () => functions.states(),
      functionProcessIds: () => functions.processIds(),
      migrations: backend.migrations,
      database: backend.database,
      mailbox,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Takes both ports first, so a port in use fails before seconds of database start-up. */
async function openListeners(step: {
  settings: ResolvedStackOptions;
  logger: StackLogger;
  mailbox: MailStore;
  gateway: ApiGateway;
  cleanups: Array<() => Promise<void>>;
}): Promise<{ mail: HttpListener; api: HttpListener }> {
  const onError = (error: unknown) =>
    step.logger.error('api', String((error as Error).stack ?? error));
  const mailbox = answerOnlyLoopbackHosts((request) => handleMailboxRequest(request, step.mailbox));
  const mail = await listenHttp(mailbox, {
    host: stackHost,
    port: step.settings.mailPort,
    serviceName: 'Mailbox',
    onError,
  });
  step.cleanups.push(mail.close);
  const api = await listenHttp(answerOnlyLoopbackHosts(step.gateway.handle), {
    host: stackHost,
    port: step.settings.apiPort,
    serviceName: 'API',
    onError,
  });
  step.cleanups.push(api.close);
  return { mail, api };
}

interface StartStep {
  settings: ResolvedStackOptions;
  paths: StackPaths;
  logger: StackLogger;
  apiUrl: string;
}

async function openBackend(
  step: StartStep & { auth: AuthSettings; seed: ProjectConfig['db']['seed']; mailbox: MailStore },
): Promise<EmbeddedBackend> {
  const { settings, paths, auth, seed, logger, apiUrl } = step;
  if (settings.reset && paths.dataFolder) await resetDataFolder(paths.dataFolder);
  const backend = await openEmbeddedBackend({
    dataFolder: paths.dataFolder,
    auth,
    apiUrl,
    migrationsFolder: paths.migrationsFolder,
    seedFiles: seed.enabled
      ? seed.sql_paths.map((seedPath) => path.resolve(paths.supabaseFolder, seedPath))
      : [],
    email: createCapturingEmailDriver({
      store: step.mailbox,
      siteUrl: auth.site_url,
      apiUrl,
      logger,
    }),
  });
  for (const name of backend.migrations.applied) logger.info('db', `applied ${name}`);
  for (const name of backend.migrations.seeded) logger.info('db', `seeded ${name}`);
  return backend;
}

async function startEdgeFunctions(
  step: StartStep & { processEnvironment: NodeJS.ProcessEnv },
): Promise<FunctionsSupervisor> {
  const { settings, paths, logger, apiUrl, processEnvironment } = step;
  if (!paths.functionsFolder) {
    return {
      names: () => [],
      find: () => undefined,
      states: () => ({}),
      processIds: () => [],
      stop: async () => {},
    };
  }
  return startFunctions({
    functionsFolder: paths.functionsFolder,
    denoPath: paths.denoPath,
    host: stackHost,
    functionVariables: await buildFunctionEnvironment({
      apiUrl,
      functionsFolder: paths.functionsFolder,
      processEnvironment,
      extra: settings.functionEnvironment,
    }),
    processEnvironment,
    logger,
    readyTimeoutMs: settings.functionsReadyTimeoutMs,
  });
}
