import { describe, expect, it } from 'vitest';
import { denoRuntimeEnvironment } from './deno-runtime-environment';

describe("Deno's runtime environment", () => {
  it("passes the machine's trust settings: extra CA file, Deno's own, and the OpenSSL ones", () => {
    const trust = {
      NODE_EXTRA_CA_CERTS: '/etc/proxy-ca.pem',
      DENO_CERT: '/etc/deno-ca.pem',
      DENO_TLS_CA_STORE: 'system,mozilla',
      SSL_CERT_FILE: '/etc/ssl/certs/ca-certificates.crt',
      SSL_CERT_DIR: '/etc/ssl/certs',
    };

    expect(denoRuntimeEnvironment(trust)).toMatchObject(trust);
  });

  it('passes the proxy, the registry and the cache location, in both spellings of proxies', () => {
    const network = {
      HTTPS_PROXY: 'http://proxy:3128',
      https_proxy: 'http://proxy:3128',
      NO_PROXY: '127.0.0.1,localhost',
      ALL_PROXY: 'socks5://proxy:1080',
      NPM_CONFIG_REGISTRY: 'https://registry.example/',
      DENO_AUTH_TOKENS: 'token@registry.example',
      DENO_DIR: '/cache/deno',
      XDG_CACHE_HOME: '/cache',
      HOME: '/home/ada',
    };

    expect(denoRuntimeEnvironment(network)).toMatchObject(network);
  });

  it('keeps loopback off the proxy, so a function reaches the stack behind any proxy', () => {
    const environment = denoRuntimeEnvironment({ HTTPS_PROXY: 'http://proxy:3128' });
    expect(environment).toMatchObject({
      NO_PROXY: '127.0.0.1,localhost',
      no_proxy: '127.0.0.1,localhost',
    });

    const exempting = denoRuntimeEnvironment({
      http_proxy: 'http://proxy:3128',
      no_proxy: '.lab.example.edu, localhost',
    });
    expect(exempting.NO_PROXY).toBe('.lab.example.edu,localhost,127.0.0.1');
  });

  it('keeps everything else out, and turns off colours and the update check', () => {
    const environment = denoRuntimeEnvironment({
      AWS_SECRET_ACCESS_KEY: 'must not leak',
      OPENAI_API_KEY: 'only through supabase/functions/.env',
    });

    expect(environment).toEqual({ NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' });
  });
});
