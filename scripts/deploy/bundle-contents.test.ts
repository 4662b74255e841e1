import { describe, expect, it } from 'vitest';
import { bundleFileParts, originOfModule } from './bundle-contents';

describe('what a bundle file holds, by the module names the bundler writes', () => {
  it('tells our modules from npm packages, scoped ones included', () => {
    expect(originOfModule('../../supabase/functions/route/handler.ts')).toBe('ours');
    expect(
      originOfModule('../../../root/.cache/deno/npm/registry.example/zod/4.6.7/v4/core.js'),
    ).toBe('zod');
    expect(
      originOfModule('../../cache/npm/registry.example/@ai-sdk/openai/4.0.118/dist/index.mjs'),
    ).toBe('@ai-sdk/openai');
    expect(
      originOfModule('node_modules/.cache/route-bundle/npm/prebuilt/zod/4.6.7/mini-parts.js'),
    ).toBe('zod');
  });

  it('gives each module its lines up to the next, and the lines before any to the bundle', () => {
    const text = [
      'import { a } from "./chunk-A.js";',
      '// ../../supabase/functions/route/handler.ts',
      'const handler = a;',
      '// @__NO_SIDE_EFFECTS__',
      '// ../../cache/npm/registry.example/jose/6.2.17/dist/webapi/index.js',
      'export { handler };',
    ].join('\n');

    const parts = bundleFileParts(text);

    expect([...parts.keys()]).toEqual(['bundle', 'ours', 'jose']);
    expect(parts.get('ours')).toBe(
      '// ../../supabase/functions/route/handler.ts\nconst handler = a;\n// @__NO_SIDE_EFFECTS__\n',
    );
    expect([...parts.values()].join('')).toBe(`${text}\n`);
  });
});
