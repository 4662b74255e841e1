import { describe, expect, it } from 'vitest';
import { checkFunctionVersions, compareVersions, lockedVersions } from './function-versions';

const lock = (keys: string[], version = '5') =>
  JSON.stringify({ version, npm: Object.fromEntries(keys.map((key) => [key, {}])) });

describe('the function’s npm versions against deno.lock', () => {
  it('reads names and versions from v4 and v5 locks, peers and scopes included', () => {
    const versions = lockedVersions(
      lock([
        '@ai-sdk/openai@4.0.118_zod@4.6.7',
        'zod@4.6.7',
        'unist-util-is@6.0.0',
        'unist-util-is@6.0.1',
      ]),
    );
    expect([...versions.get('@ai-sdk/openai')!]).toEqual(['4.0.118']);
    expect([...versions.get('zod')!]).toEqual(['4.6.7']);
    expect([...versions.get('unist-util-is')!]).toEqual(['6.0.0', '6.0.1']);
    expect(lockedVersions(lock(['jose@6.2.17'], '4')).get('jose')).toEqual(new Set(['6.2.17']));
  });

  it('passes when every package resolved is the version locked, test-only packages aside', () => {
    const comparison = compareVersions(
      lockedVersions(lock(['zod@4.6.7', 'fast-check@4.10.2', 'pure-rand@8.4.2'])),
      lockedVersions(lock(['zod@4.6.7'], '4')),
    );
    expect(comparison).toEqual({ packages: 1, differences: [] });
    const check = checkFunctionVersions(comparison);
    expect(check.status).toBe('ok');
    expect(check.message).toContain('the 1 npm packages resolve as deno.lock holds them');
  });

  it('refuses a newer version, a second version and a package deno.lock lacks, naming each', () => {
    const comparison = compareVersions(
      lockedVersions(lock(['eventsource-parser@3.1.1', 'unist-util-is@6.0.1', 'zod@4.6.7'])),
      lockedVersions(
        lock(
          [
            'eventsource-parser@3.2.0',
            'unist-util-is@6.0.0',
            'unist-util-is@6.0.1',
            'zod@4.6.7',
            'left-pad@1.3.0',
          ],
          '4',
        ),
      ),
    );
    expect(comparison.differences).toEqual([
      { name: 'eventsource-parser', locked: ['3.1.1'], resolved: ['3.2.0'] },
      { name: 'left-pad', locked: [], resolved: ['1.3.0'] },
      { name: 'unist-util-is', locked: ['6.0.1'], resolved: ['6.0.0', '6.0.1'] },
    ]);
    const check = checkFunctionVersions(comparison);
    expect(check.status).toBe('fail');
    expect(check.message).toContain('eventsource-parser 3.2.0 (deno.lock: 3.1.1)');
    expect(check.message).toContain('left-pad 1.3.0 (deno.lock: none)');
    expect(check.message).toContain('unist-util-is 6.0.0 + 6.0.1 (deno.lock: 6.0.1)');
  });
});
