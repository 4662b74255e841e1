import { access } from 'node:fs/promises';
import type { StackLogger } from '../stack-logger';
import { denoRuntimeEnvironment } from './deno-runtime-environment';
import { discoverFunctions } from './function-discovery';
import { FunctionProcess, type FunctionState } from './function-process';
import type { RestartBackoffOptions } from './restart-backoff';

export interface FunctionsSupervisorOptions {
  functionsFolder: string;
  denoPath: string;
  host: string;
  /** Every function's variables (platform, .env, overrides). */
  functionVariables: Record<string, string>;
  /** The stack's own environment, for what Deno needs to run and download packages. */
  processEnvironment: NodeJS.ProcessEnv;
  logger: StackLogger;
  /** How long start-up waits for each function's first start to serve or fail. */
  readyTimeoutMs: number;
  backoff?: RestartBackoffOptions;
}

/** The running edge functions, by name. */
export interface FunctionsSupervisor {
  names(): string[];
  find(name: string): FunctionProcess | undefined;
  /** Each function's state now, by name (the banner shows them). */
  states(): Record<string, FunctionState>;
  /** Ids of the Deno processes running now (tests check that none outlives the stack). */
  processIds(): number[];
  stop(): Promise<void>;
}

/**
 * Starts every function of the folder and waits until each serves, has failed its first start,
 * or is still starting after `readyTimeoutMs` (a first run that downloads its packages).
 */
export async function startFunctions(
  options: FunctionsSupervisorOptions,
): Promise<FunctionsSupervisor> {
  const definitions = await discoverFunctions(options.functionsFolder);
  if (definitions.length > 0) await assertDenoInstalled(options.denoPath);
  const environment = {
    ...denoRuntimeEnvironment(options.processEnvironment),
    ...options.functionVariables,
  };
  const processes = new Map(
    definitions.map((definition) => [
      definition.name,
      new FunctionProcess(definition, {
        denoPath: options.denoPath,
        host: options.host,
        environment,
        readableFolders: [options.functionsFolder],
        logger: options.logger,
        ...(options.backoff ? { backoff: options.backoff } : {}),
      }),
    ]),
  );
  await Promise.all(
    [...processes.values()].map(async (process) => {
      await process.start();
      await process.settled(options.readyTimeoutMs);
    }),
  );
  return {
    names: () => [...processes.keys()],
    find: (name) => processes.get(name),
    states: () =>
      Object.fromEntries([...processes].map(([name, process]) => [name, process.state])),
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
    throw new Error(`Deno is not installed at ${denoPath}; run \`npm install\` first.`);
  }
}
