import { describe, expect, it } from 'vitest';
import { describeDenoFailure, explainDenoFailure } from './deno-failure';

// Deno 2.9's own output, as seen on our machines.
const untrustedProxy = [
  'Download https://registry.npmjs.org/array-iterate/-/array-iterate-2.0.1.tgz',
  "error: Failed caching npm package '@ai-sdk/provider-utils@5.0.81'",
  '    0: error sending request for url (https://registry.npmjs.org/@ai-sdk/provider-utils/-/provider-utils-5.0.81.tgz): client error (Connect): invalid peer certificate: UnknownIssuer',
  '    1: client error (Connect)',
  '    2: invalid peer certificate: UnknownIssuer',
];

const proxyRefused = [
  "error: Failed caching npm package 'unist-util-visit@5.2.0'",
  '    0: error sending request for url (https://registry.npmjs.org/unist-util-visit/-/unist-util-visit-5.2.0.tgz): client error (Connect): tcp connect error: Connection refused (os error 111)',
  '    1: client error (Connect)',
  '    2: tcp connect error',
  '    3: Connection refused (os error 111)',
];

describe('explaining why Deno failed', () => {
  it('says an untrusted certificate is a trust setting, and names NODE_EXTRA_CA_CERTS', () => {
    const failure = explainDenoFailure(untrustedProxy, 'install');

    expect(failure.kind).toBe('certificate');
    expect(failure.cause).toBe(
      'Deno does not trust the TLS certificate of https://registry.npmjs.org (invalid peer certificate: UnknownIssuer)',
    );
    expect(failure.fix).toContain('NODE_EXTRA_CA_CERTS');
    expect(failure.fix).toContain('npm run cache:functions');
  });

  it('says an unreachable registry is the network or the proxy, with the root cause', () => {
    const failure = explainDenoFailure(proxyRefused, 'stack');

    expect(failure.kind).toBe('network');
    expect(failure.cause).toBe(
      'Deno could not reach https://registry.npmjs.org for unist-util-visit@5.2.0 (Connection refused (os error 111))',
    );
    expect(failure.fix).toContain('HTTPS_PROXY');
    expect(failure.fix).toContain('retries on its own');
  });

  it("gives any other failure as Deno's first error line and where it happened", () => {
    const failure = explainDenoFailure(
      [
        'error: Uncaught (in promise) Error: boom',
        "throw new Error('boom');",
        '      ^',
        '    at file:///project/supabase/functions/broken/index.ts:1:7',
      ],
      'stack',
    );

    expect(failure).toEqual({
      kind: 'other',
      cause:
        'error: Uncaught (in promise) Error: boom at file:///project/supabase/functions/broken/index.ts:1:7',
      fix: 'fix it and the function restarts on its own',
    });
  });

  it('falls back to the last line, or says there was no output', () => {
    expect(explainDenoFailure(['', 'Killed', ''], 'install').cause).toBe('Killed');
    expect(explainDenoFailure([], 'install').cause).toBe('no output');
  });

  it('reads as one sentence: the cause, then the fix', () => {
    expect(describeDenoFailure(explainDenoFailure(untrustedProxy, 'install'))).toMatch(
      /^Deno does not trust .*\); behind a TLS-inspecting proxy, set NODE_EXTRA_CA_CERTS .* then run `npm run cache:functions`$/,
    );
  });
});
