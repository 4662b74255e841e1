import { isBlank } from '../env/blank-values.ts';
import { createLanguageModelAdapter } from './language-model-adapter.ts';
import type { VendorAdapter } from './vendor-adapter.ts';
import { type VendorDefinition, vendorCatalog } from './vendor-catalog.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** A blank value (`NAME=` in an env file) counts as unset: the vendor's default applies. */
function setting(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || isBlank(value) ? undefined : value.trim();
}

function baseUrlOf(definition: VendorDefinition, env: Env): string {
  const configured = setting(env, `${definition.envPrefix}_BASE_URL`);
  if (!configured) return definition.defaultBaseUrl;
  return definition.normalizeBaseUrl ? definition.normalizeBaseUrl(configured) : configured;
}

/**
 * A vendor without its key (or, for Ollama, its base URL) is not used at all. Every vendor is
 * called through its AI SDK provider, streaming.
 */
function buildAdapter(
  definition: VendorDefinition,
  env: Env,
  fetchImplementation: typeof fetch,
): VendorAdapter | undefined {
  if (!setting(env, definition.enabledBy)) return undefined;
  const settings = {
    apiKey: setting(env, `${definition.envPrefix}_API_KEY`),
    baseUrl: baseUrlOf(definition, env),
    model: setting(env, `${definition.envPrefix}_MODEL`) ?? definition.defaultModel,
  };
  return createLanguageModelAdapter(definition.id, {
    model: settings.model,
    buildModel: (fetch) => definition.createModel({ ...settings, fetch }),
    fetch: fetchImplementation,
  });
}

/**
 * Builds the remote vendors the environment enables, in catalogue order, or in the order given
 * by `ROUTER_VENDORS` (comma-separated ids), which also acts as an allow-list.
 */
export function createVendorAdapters(env: Env, options: { fetch: typeof fetch }): VendorAdapter[] {
  const requested = setting(env, 'ROUTER_VENDORS')
    ?.split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  const definitions = requested
    ? requested.flatMap((id) => vendorCatalog.filter((definition) => definition.id === id))
    : vendorCatalog;
  return definitions.flatMap((definition) => buildAdapter(definition, env, options.fetch) ?? []);
}
