import { describe, expect, it } from 'vitest';
import {
  productionUrlProblem,
  redirectAllows,
  unreachableFromHostedProblem,
  wildcardReachProblem,
} from './public-url';

describe('an address for the production app', () => {
  it.each([
    'https://associate.lab.example-university.edu',
    'https://associate.lab.example-university.edu/dashboard',
    'https://*.lab.example-university.edu/**',
    'https://203.0.113.9.nip.io',
  ])('accepts %s', (url) => {
    expect(productionUrlProblem(url)).toBeUndefined();
  });

  it.each([
    ['http://localhost:5173', 'points at this machine'],
    ['https://app.localhost', 'points at this machine'],
    ['http://127.0.0.1:5173/dashboard', 'loopback or private'],
    ['https://[::1]/dashboard', 'loopback or private'],
    ['https://0.0.0.0', 'loopback or private'],
    ['https://10.1.2.3', 'loopback or private'],
    ['https://172.20.0.5', 'loopback or private'],
    ['https://192.168.1.10', 'loopback or private'],
    ['https://[fd00::1]', 'loopback or private'],
    ['https://associate.example', 'reserved for examples and tests'],
    ['https://associate.test', 'reserved for examples and tests'],
    ['https://printer.local', 'reserved for examples and tests'],
    ['https://www.example.com', 'reserved for examples'],
    ['http://associate.lab.example-university.edu', 'is not https'],
    ['associate.lab.example-university.edu', 'is not a URL'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(productionUrlProblem(url)).toContain(reason);
  });

  it('lets a hosted function call a public http address, but not a local one', () => {
    expect(
      unreachableFromHostedProblem('http://ollama.lab.example-university.edu:11434'),
    ).toBeUndefined();
    expect(unreachableFromHostedProblem('http://127.0.0.1:11434')).toContain('loopback');
  });
});

describe('a redirect pattern of the Auth allow list', () => {
  it.each([
    ['https://app.uni.edu/dashboard', 'https://app.uni.edu/dashboard', true],
    ['https://app.uni.edu/**', 'https://app.uni.edu/dashboard', true],
    ['https://*.uni.edu/dashboard', 'https://app.uni.edu/dashboard', true],
    ['https://*.uni.edu/dashboard', 'https://a.b.uni.edu/dashboard', false],
    ['https://app.uni.edu/', 'https://app.uni.edu/dashboard', false],
    ['https://app.uni.edu/dash', 'https://app.uni.edu/dashboard', false],
    ['https://app.uni.edu/dashboard', 'https://appXuni.edu/dashboard', false],
  ])('%s allows %s: %s', (pattern, target, allowed) => {
    expect(redirectAllows(pattern, target)).toBe(allowed);
  });
});

describe('a redirect wildcard reaches only the site', () => {
  const site = 'associate.lab.example-university.edu';

  it.each([
    `https://${site}/**`,
    `https://${site}/dashboard*`,
    `https://${site}/dashboard`,
    'https://staging.example-university.edu/dashboard',
  ])('%s stays on hosts written out', (pattern) => {
    expect(wildcardReachProblem(pattern, site)).toBeUndefined();
  });

  it.each([
    ['https://**', 'matches hosts other than'],
    ['https://*.vercel.app/**', 'matches hosts other than'],
    [`https://*.${site}/**`, 'matches hosts other than'],
    [`https://${site}**`, 'matches hosts other than'],
    [`https://${site}:*/**`, 'matches hosts other than'],
    ['*://associate.lab.example-university.edu/**', 'matches hosts other than'],
    ['https://staging.example-university.edu/**', "not on the site's host"],
  ])('%s is refused', (pattern, reason) => {
    expect(wildcardReachProblem(pattern, site)).toContain(reason);
  });
});
