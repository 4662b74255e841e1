import { describe, expect, it } from 'vitest';
import {
  headersFile,
  parseHeadersFile,
  securityHeaders,
} from './content-security-policy-plugin.ts';

describe('the _headers file', () => {
  const headers = securityHeaders({ supabaseUrl: 'https://x.supabase.co' });

  it('applies the policy and the other security headers to every path', () => {
    const file = headersFile(headers);
    expect(file).toMatch(/^#.*\n\/\*\n {2}Content-Security-Policy: default-src 'self';/);
    expect(file).toContain('\n  X-Content-Type-Options: nosniff\n');
    expect(file).toContain('\n  X-Frame-Options: DENY\n');
  });

  it('reads back exactly what was written (vite preview serves it)', () => {
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
  });

  it('reads only the rule for every path', () => {
    const file = ['/assets/*', '  Cache-Control: immutable', '/*', '  X-Frame-Options: DENY'].join(
      '\n',
    );
    expect(parseHeadersFile(file)).toEqual({ 'X-Frame-Options': 'DENY' });
  });
});
