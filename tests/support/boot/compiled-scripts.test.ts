import { describe, expect, it } from 'vitest';
import { bundleCodeCompiled, clockModulePrefix, compiledScripts } from './compiled-scripts';

// What V8 writes with --log-function-events: an id per script, when it was made (microseconds
// since logging began), then its name. The probe's clock module was made at 1,000,000 µs, named
// after Date.now() = 1_800_000_000_000 ms.
const log = [
  'script,create,1,5000',
  'script-details,1,ext:core/01_core.js,0,0,',
  'script,create,7,1000000',
  `script-details,7,${clockModulePrefix.replace(',', '\\x2C')}1800000000000,0,0,`,
  'script,create,8,1200000',
  'script-details,8,file:///bundle/index.js,0,0,',
  'script,deserialize,9,3500000',
  'script-details,9,file:///bundle/chunk-ENGINE.js,0,0,',
  'script,create,10,3600000',
  'script-details,10,file:///elsewhere/probe.ts,0,0,',
].join('\n');

const files: Record<string, string> = {
  '/bundle/index.js': '// ../../supabase/functions/route/index.ts\nconst a = 1;\n',
  '/bundle/chunk-ENGINE.js':
    '// ../../cache/npm/registry.example/retext/9.0.0/lib/index.js\nexport const retext = 1;\n',
};

describe('the code a bundled function ran, from V8 log', () => {
  it("dates each script compiled by the probe's clock, taken from its code cache or not", () => {
    expect(compiledScripts(log)).toEqual([
      { url: 'file:///bundle/index.js', compiledAt: 1_800_000_000.2 },
      { url: 'file:///bundle/chunk-ENGINE.js', compiledAt: 1_800_000_002.5 },
      { url: 'file:///elsewhere/probe.ts', compiledAt: 1_800_000_002.6 },
    ]);
    expect(() => compiledScripts('script,create,8,1200000\n')).toThrow('no clock module');
  });

  it("counts the bundle's chunks compiled by a moment, by the origin of their modules", () => {
    const scripts = compiledScripts(log);
    const read = (file: string) => files[file]!;

    const byStart = bundleCodeCompiled(scripts, '/bundle', 1_800_000_001, read);
    expect(byStart).toMatchObject({ files: 1, byPackage: [{ name: 'ours', files: 1 }] });
    expect(byStart.totalBytes).toBe(files['/bundle/index.js']!.length);

    const all = bundleCodeCompiled(scripts, '/bundle', undefined, read);
    expect(all.files).toBe(2);
    expect(all.byPackage.map((entry) => entry.name)).toEqual(['retext', 'ours']);
    expect(all.npmBytes).toBe(files['/bundle/chunk-ENGINE.js']!.length);
  });
});
