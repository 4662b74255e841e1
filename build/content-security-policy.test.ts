import { describe, expect, it } from 'vitest';
import {
  backendOrigin,
  contentSecurityPolicy,
  policyDirectives,
} from './content-security-policy.ts';

const supabaseUrl = 'https://abcdefghijklmnop.supabase.co/';

describe('contentSecurityPolicy', () => {
  it('allows scripts from the app only: no inline scripts, no eval', () => {
    const policy = contentSecurityPolicy({ supabaseUrl }, 'header');
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("require-trusted-types-for 'script'");
  });

  it('limits connections to the app and the Supabase origin', () => {
    const policy = contentSecurityPolicy({ supabaseUrl }, 'header');
    expect(policy).toContain("connect-src 'self' https://abcdefghijklmnop.supabase.co;");
  });

  it('refuses plugins, other base URLs and framing by other sites', () => {
    const policy = contentSecurityPolicy({ supabaseUrl }, 'header');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy.endsWith("frame-ancestors 'none'")).toBe(true);
  });

  it('allows no backend at all when the build has no Supabase URL', () => {
    const policy = contentSecurityPolicy({ supabaseUrl: undefined }, 'header');
    expect(policy).toContain("connect-src 'self';");
  });

  it('leaves frame-ancestors out of the meta copy, where browsers ignore it', () => {
    const meta = contentSecurityPolicy({ supabaseUrl }, 'meta');
    expect(meta).not.toContain('frame-ancestors');
    expect(`${meta}; frame-ancestors 'none'`).toBe(
      contentSecurityPolicy({ supabaseUrl }, 'header'),
    );
  });

  it('lets injected stylesheets through by hash only', () => {
    const directives = new Map(
      policyDirectives({ supabaseUrl, styleHashes: ['sha256-abc=', 'sha256-def='] }, 'header'),
    );
    expect(directives.get('style-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
  });
});

describe('backendOrigin', () => {
  it('keeps scheme, host and port, and drops any path', () => {
    expect(backendOrigin('http://127.0.0.1:54321/')).toBe('http://127.0.0.1:54321');
    expect(backendOrigin('https://x.supabase.co/rest/v1')).toBe('https://x.supabase.co');
  });

  it('refuses anything that is not an http(s) URL, naming the variable', () => {
    expect(() => backendOrigin('not a url')).toThrow(/VITE_SUPABASE_URL/);
    expect(() => backendOrigin('javascript:alert(1)')).toThrow(/VITE_SUPABASE_URL/);
  });
});
