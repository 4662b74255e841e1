import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeNodeCheck, parseNodeVersion, satisfiesCaretRange } from './supported-node';

describe('the supported Node check', () => {
  it('accepts the caret range from its floor to the end of that major line', () => {
    expect(satisfiesCaretRange('v24.11.0', '^24.11.0')).toBe(true);
    expect(satisfiesCaretRange('v24.21.0', '^24.11.0')).toBe(true);
    expect(satisfiesCaretRange('v24.11.1', '^24.11.0')).toBe(true);
  });

  it('refuses an older release of the line, and every other major', () => {
    expect(satisfiesCaretRange('v24.10.9', '^24.11.0')).toBe(false);
    expect(satisfiesCaretRange('v20.20.2', '^24.11.0')).toBe(false);
    expect(satisfiesCaretRange('v22.22.0', '^24.11.0')).toBe(false);
    expect(satisfiesCaretRange('v25.0.0', '^24.11.0')).toBe(false);
  });

  it('refuses to guess a range form it does not know', () => {
    expect(() => satisfiesCaretRange('v24.21.0', '>=20.19')).toThrow(/not a caret range/);
    expect(() => parseNodeVersion('24')).toThrow(/not a Node version/);
  });

  it('names the Node it runs on, and how to get the supported one when it is not', () => {
    expect(describeNodeCheck('v24.21.0', '^24.11.0')).toEqual({
      ok: true,
      line: 'node: running on Node v24.21.0 (supported: ^24.11.0)',
    });
    const refused = describeNodeCheck('v20.20.2', '^24.11.0');
    expect(refused.ok).toBe(false);
    expect(refused.line).toContain('Node v20.20.2');
    expect(refused.line).toContain('npm install');
  });

  it('holds for the pinned Node that npm install puts first on the scripts PATH', () => {
    const packageJson = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { engines: { node: string }; devDependencies: Record<string, string> };

    expect(
      satisfiesCaretRange(`v${packageJson.devDependencies.node}`, packageJson.engines.node),
    ).toBe(true);
  });
});
