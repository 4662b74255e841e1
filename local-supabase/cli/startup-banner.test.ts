import { describe, expect, it } from 'vitest';
import type { FunctionState } from '../functions/function-process';
import type { LocalSupabase } from '../start-local-supabase';
import { startupBanner } from './startup-banner';

function stackWith(states: Record<string, FunctionState>): LocalSupabase {
  return {
    apiUrl: 'http://127.0.0.1:54321',
    mailUrl: 'http://127.0.0.1:54324',
    publishableKey: 'sb_publishable_x',
    secretKey: 'sb_secret_x',
    jwtSecret: 'secret',
    functions: Object.keys(states),
    functionStates: () => states,
  } as unknown as LocalSupabase;
}

const untrusted: FunctionState = {
  kind: 'failed',
  retryAt: 0,
  failure: {
    kind: 'certificate',
    cause: 'Deno does not trust the TLS certificate of https://registry.npmjs.org',
    fix: 'set NODE_EXTRA_CA_CERTS',
  },
};

describe('the start-up banner', () => {
  it('says ready, and ready beside each function, when every function serves', () => {
    const banner = startupBanner(stackWith({ route: { kind: 'ready' } }), 5_940);

    expect(banner.split('\n')[0]).toBe('Local Supabase ready in 5.9 s');
    expect(banner).toContain('Functions:  http://127.0.0.1:54321/functions/v1/route  ready');
  });

  it('never says ready over a function that cannot start, and says why beside it', () => {
    const banner = startupBanner(stackWith({ echo: { kind: 'ready' }, route: untrusted }), 5_000);

    expect(banner.split('\n')[0]).toBe(
      'Local Supabase started in 5.0 s, but a function is not serving (see Functions)',
    );
    expect(banner).toContain('/functions/v1/echo  ready');
    expect(banner).toContain(
      '/functions/v1/route  FAILED: Deno does not trust the TLS certificate of https://registry.npmjs.org; set NODE_EXTRA_CA_CERTS',
    );
  });

  it('shows a function still fetching its packages as starting', () => {
    const banner = startupBanner(
      stackWith({ route: { kind: 'starting' }, other: { kind: 'starting' } }),
      120_000,
    );

    expect(banner.split('\n')[0]).toContain('but 2 functions are not serving');
    expect(banner).toContain('/functions/v1/route  starting');
  });

  it('says (none) when there are no functions', () => {
    expect(startupBanner(stackWith({}), 1_000)).toContain('Functions:  (none)');
  });
});
