import { readFile } from 'node:fs/promises';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { cliIssuer } from '../../supabase/functions/_shared/auth/token-issuer.ts';

const configFile = new URL('../../supabase/config.toml', import.meta.url);

describe('the issuer the route expects under `supabase start`', () => {
  it('is the one the CLI gives GoTrue for this config.toml', async () => {
    const config = parse(await readFile(configFile, 'utf8')) as {
      api: { port: number; external_url?: string };
      auth: { jwt_issuer?: string; external_url?: string };
    };
    // The CLI's order: [auth] jwt_issuer, else [auth] external_url, else the API's external URL
    // (http://127.0.0.1:<[api] port>) + /auth/v1. Setting either means changing token-issuer.ts.
    expect(config.auth.jwt_issuer).toBeUndefined();
    expect(config.auth.external_url).toBeUndefined();
    expect(config.api.external_url).toBeUndefined();
    expect(cliIssuer).toBe(`http://127.0.0.1:${config.api.port}/auth/v1`);
  });
});
