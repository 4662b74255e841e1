import '../telemetry-off';
import { App, type EmailDriver } from '@supabase/lite';
import { createPgliteConnection } from '@supabase/lite/pglite';
import { gateUserCreation } from '../auth/user-creation-gate';
import type { AuthSettings } from '../config/project-config';
import { localKeys } from '../stack-defaults';
import { withoutAutomaticGrants } from './automatic-grants';
import { keepExitCodeAcrossStatements, keepingExitCode } from './keeping-exit-code';
import { keepResultParsersLean } from './lean-result-parsers';
import { applyMigrations, type MigrationReport } from './migration-runner';
import { setRequestSettingsInOneStatement } from './request-settings-in-one-statement';
import { wrapPglite, type StackDatabase } from './stack-database';
import { ensureSupabaseRoles } from './supabase-roles';

export interface EmbeddedBackendOptions {
  /** PGlite data folder; null keeps the database in memory. */
  dataFolder: string | null;
  auth: AuthSettings;
  /** The API's own origin: tokens are issued for it. */
  apiUrl: string;
  migrationsFolder: string;
  seedFiles: string[];
  email: EmailDriver;
}

/** @supabase/lite's Auth + PostgREST on PGlite, with our migrations applied. */
export interface EmbeddedBackend {
  app: App;
  database: StackDatabase;
  migrations: MigrationReport;
  close(): Promise<void>;
}

/**
 * Opens (or creates) the database, lets lite provision its `auth` schema, creates the roles a
 * hosted project has, applies new migrations (and the seed on a new database), then makes lite
 * pick up the result without the blanket grants it would otherwise add.
 */
export function openEmbeddedBackend(options: EmbeddedBackendOptions): Promise<EmbeddedBackend> {
  return keepingExitCode(() => openBackend(options));
}

async function openBackend(options: EmbeddedBackendOptions): Promise<EmbeddedBackend> {
  const connection = await createPgliteConnection(
    options.dataFolder ? { url: options.dataFolder } : {},
  );
  keepExitCodeAcrossStatements(connection.driver);
  await keepResultParsersLean(connection.driver);
  setRequestSettingsInOneStatement(connection);
  const app = new App({
    connection,
    api: { external_url: options.apiUrl },
    auth: liteAuthConfig(options.auth),
    options: {
      drivers: { email: options.email },
      server: { disableStudio: true, disableFallback: true, admin: false },
    },
  });
  // Every user lite creates passes the gate (Auth's rules and the before_user_created hook).
  gateUserCreation(connection);
  const database = wrapPglite(connection.driver);
  try {
    await app.ensureSystemSchema();
    await ensureSupabaseRoles(database);
    const migrations = await applyMigrations(database, {
      migrationsFolder: options.migrationsFolder,
      seedFiles: options.seedFiles,
    });
    await withoutAutomaticGrants(database, () => warmUpDataApi(app, database, options.apiUrl));
    const close = () => keepingExitCode(() => connection.close());
    return { app, database, migrations, close };
  } catch (error) {
    await connection.close();
    throw error;
  }
}

function liteAuthConfig(auth: AuthSettings) {
  return {
    enabled: auth.enabled,
    jwt_secret: localKeys.jwtSecret,
    publishable_key: localKeys.publishableKey,
    secret_key: localKeys.secretKey,
    site_url: auth.site_url,
    additional_redirect_urls: auth.additional_redirect_urls,
    jwt_expiry: auth.jwt_expiry,
    enable_signup: auth.enable_signup,
    enable_refresh_token_rotation: auth.enable_refresh_token_rotation,
    refresh_token_reuse_interval: auth.refresh_token_reuse_interval,
    minimum_password_length: auth.minimum_password_length,
    email: auth.email,
  };
}

/** One harmless query through lite, so it sets up its row-level-security context now. */
async function warmUpDataApi(app: App, database: StackDatabase, apiUrl: string): Promise<void> {
  const [table] = await database.query<{ name: string }>(`
    select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'r' and relrowsecurity
    order by relname limit 1
  `);
  if (!table) return;
  const response = await app.fetch(
    new Request(`${apiUrl}/rest/v1/${encodeURIComponent(table.name)}?select=*&limit=0`, {
      headers: { apikey: localKeys.secretKey },
    }),
    { peerAddress: null },
  );
  await response.arrayBuffer();
}
