import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEdgeLock } from '../support/boot/boot-lock';
import type { Caller } from '../support/boot/boot-scenarios';
import type { BootTarget } from '../support/boot/boot-session';
import {
  edgeRuntimeDenoPath,
  machineEnvironment,
} from '../../local-supabase/functions/edge-runtime-deno-binary';
import {
  octJwks,
  signHs256,
  testIssuer,
  userClaims,
} from '../../supabase/functions/_shared/auth/sign-test-token.test-support';
import { cacheFunction } from './edge-runtime-deno';

const functionsFolder = fileURLToPath(new URL('../../supabase/functions', import.meta.url));
const publishableKey = 'sb_publishable_boot';

/**
 * The route's sources, ready to start cold on Deno 2.1 as bench:boot starts them: their packages
 * cached, a lock Deno 2.1 can read written in `folder`, a hosted project's variables with its
 * Supabase at `supabaseUrl`, and a caller whose token that project accepts.
 */
export async function routeSourcesOnDeno(options: {
  folder: string;
  supabaseUrl: string;
  secret: string;
}): Promise<{ target: BootTarget; caller: Caller }> {
  const machine = machineEnvironment(process.env);
  const base = {
    denoPath: edgeRuntimeDenoPath(),
    configFile: path.join(functionsFolder, 'route/deno.json'),
    entry: path.join(functionsFolder, 'route/index.ts'),
  };
  await cacheFunction({ ...base, entrypoint: base.entry, environment: machine });
  const lockFile = path.join(options.folder, 'deno-2.1.lock');
  await writeEdgeLock({ ...base, lockFile, environment: machine });
  const environment = {
    ...machine,
    SUPABASE_URL: options.supabaseUrl,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_boot' }),
    SUPABASE_JWKS: octJwks(options.secret),
    SB_JWT_ISSUER: testIssuer,
  };
  const token = await signHs256(userClaims(), options.secret);
  return { target: { ...base, lockFile, environment }, caller: { token, publishableKey } };
}
