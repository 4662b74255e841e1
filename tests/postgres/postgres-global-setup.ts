import type { TestProject } from 'vitest/node';
import { startMigratedPostgres } from './server/migrated-postgres';
import type { PostgresEndpoint } from './server/postgres-endpoint';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresEndpoint;
  }
}

/**
 * ONE throw-away PostgreSQL server for the whole run (initdb + start ≈ 3 s), migrated like a
 * hosted project. It is stopped and its folder deleted after the run, when a test failed too; on
 * Ctrl+C or SIGTERM before the run exits; and by its watchdog if this process is killed outright.
 */
export default async function setup(project: TestProject) {
  const { server, endpoint } = await startMigratedPostgres({ durability: 'fast' });
  const onSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  project.provide('postgres', endpoint);
  return async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await server.stop();
  };
}
