import { access } from 'node:fs/promises';
import type { StackLogger } from '../stack-logger';
import { discoverFunctions } from './function-discovery';
import { FunctionProcess } from './function-process';

export interface FunctionsSupervisorOptions {
  functionsFolder: string;
  denoPath: string;
  host: string;
  /** Every function's variables (platform, .env, overrides). */
  functionVariables: Record<string, string>;
  /** The stack's own environment, for what Deno needs to run and download packages. */
  processEnvironment: NodeJS.ProcessEnv;
  logger: StackLogger;
  /** How long start-up waits for each function's first answer (first runs download packages). */
  readyTimeoutMs: number;
}

/** The running edge functions, by name. */
export interface FunctionsSupervisor {
  names(): string[];
  find(name: string): FunctionProcess | undefined;
  /** Ids of the Deno processes running now (tests check that none outlives the stack). */
  processIds(): number[];
  stop(): Promise<void>;
}

// Deno needs these to find its cache and reach the package registry; functions see them too.
const runtimeVariableNames = [
  'PATH',
  'HOME',
  'TMPDIR',
  'DENO_DIR',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'SSL_CERT_FILE',
  'NPM_CONFIG_REGISTRY',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];

/** Starts every function of the folder and waits until each answers (or has failed once). */
export async function startFunctions(
  options: FunctionsSupervisorOptions,
): Promise<FunctionsSupervisor> {
  const definitions = await discoverFunctions(options.functionsFolder);
  if (definitions.length > 0) await assertDenoInstalled(options.denoPath);
  const runtimeVariables: Record<string, string> = { NO_COLOR: '1' };
  for (const name of runtimeVariableNames) {
    const value = options.processEnvironment[name];
    if (value !== undefined) runtimeVariables[name] = value;
  }
  const processes = new Map(
    definitions.map((definition) => [
      definition.name,
      new FunctionProcess(definition, {
        denoPath: options.denoPath,
        host: options.host,
        environment: { ...runtimeVariables, ...options.functionVariables },
        readableFolders: [options.functionsFolder],
        logger: options.logger,
      }),
    ]),
  );
  await Promise.all(
    [...processes.values()].map(async (process) => {
      await process.start();
      if (!(await process.waitUntilReady(options.readyTimeoutMs))) {
        options.logger.warn(
          `fn:${process.definition.name}`,
          'not answering yet; see its log above',
        );
      }
    }),
  );
  return {
    names: () => [...processes.keys()],
    find: (name) => processes.get(name),
    processIds: () =>
      [...processes.values()].flatMap((process) => (process.pid ? [process.pid] : [])),
    stop: async () => {
      await Promise.all([...processes.values()].map((process) => process.stop()));
    },
  };
}

async function assertDenoInstalled(denoPath: string): Promise<void> {
  try {
    await access(denoPath);
  } catch {
    throw new Error(`Deno is not installed at ${denoPath}; run \`npm ci\` first.`);
  }
}
