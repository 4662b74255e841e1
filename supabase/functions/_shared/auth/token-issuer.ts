/**
 * The `iss` Auth writes into this project's access tokens, which the route requires.
 *
 * - Hosted Supabase and the embedded stack: `<SUPABASE_URL>/auth/v1`, where SUPABASE_URL is the
 *   URL clients use (`https://<ref>.supabase.co`, `http://127.0.0.1:54321`).
 * - `supabase start`: the function reaches Auth through the CLI's Docker network, so its
 *   SUPABASE_URL is `http://kong:8000`, while GoTrue issues tokens for the external URL:
 *   `[auth] jwt_issuer`, else `[auth] external_url`, else the API's `http://127.0.0.1:<[api]
 *   port>/auth/v1`. This project's config.toml sets neither and port 54321
 *   (token-issuer.test.ts in local-supabase/config holds the two together).
 * - Anything else (a CLI on another host or port, a custom issuer): `SB_JWT_ISSUER`, the name
 *   Supabase's own function examples read.
 */
const cliGatewayUrl = 'http://kong:8000';
export const cliIssuer = 'http://127.0.0.1:54321/auth/v1';

export function accessTokenIssuer(env: { supabaseUrl: string; issuerOverride?: string }): string {
  if (env.issuerOverride) return env.issuerOverride;
  if (env.supabaseUrl === cliGatewayUrl) return cliIssuer;
  return `${env.supabaseUrl}/auth/v1`;
}
