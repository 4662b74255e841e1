import { describe, expect, it } from 'vitest';
import { chooseRedirect, isRedirectAllowed } from './redirect-rules';

const rules = {
  siteUrl: 'http://localhost:5173',
  additionalRedirectUrls: ['https://app.example.com/dashboard', 'https://*.preview.example.com/**'],
};

describe('e-mail link redirects', () => {
  it.each([
    ['the site itself', 'http://localhost:5173/dashboard'],
    ['the site on another port (localhost)', 'http://localhost:4173/dashboard'],
    ['a loopback IP', 'http://127.0.0.1:61234/dashboard'],
    ['an exact allow-listed URL', 'https://app.example.com/dashboard'],
    ['a glob match', 'https://pr-12.preview.example.com/deep/path'],
  ])('allows %s', (_, target) => {
    expect(isRedirectAllowed(target, rules)).toBe(true);
  });

  it.each([
    ['another host', 'https://attacker.example/dashboard'],
    ['another path of an exact entry', 'https://app.example.com/admin'],
    ['a single * crossing a dot', 'https://a.b.preview.example.com/x'],
    ['a non-http scheme', 'javascript:alert(1)'],
    ['not a URL', 'dashboard'],
    ['https on an http site', 'https://localhost:5173/dashboard'],
  ])('refuses %s', (_, target) => {
    expect(isRedirectAllowed(target, rules)).toBe(false);
  });

  it('falls back to the site URL when nothing or something refused is asked for', () => {
    expect(chooseRedirect(null, rules)).toBe('http://localhost:5173');
    expect(chooseRedirect('https://attacker.example', rules)).toBe('http://localhost:5173');
    expect(chooseRedirect('http://localhost:5173/dashboard', rules)).toBe(
      'http://localhost:5173/dashboard',
    );
  });
});
