import { describe, expect, it } from 'vitest';
import { screenPages, type Bundle, type BundledChunk } from './screen-pages-plugin.ts';

function chunk(fileName: string, options: Partial<BundledChunk> = {}): BundledChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    ...options,
  };
}

const indexHtml =
  '<html><head>\n  <script type="module" src="/assets/index.js"></script>\n  </head><body></body></html>';

const bundle: Bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    chunk('assets/react.js'),
    chunk('assets/auth-route.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/routes/auth-route.tsx',
      imports: ['assets/react.js', 'assets/query.js', 'assets/card.js'],
    }),
    chunk('assets/query.js', { imports: ['assets/removable.js'] }),
    chunk('assets/removable.js'),
    chunk('assets/card.js'),
    chunk('assets/beta-route.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/routes/beta-route.tsx',
      imports: ['assets/card.js'],
    }),
    chunk('assets/supabase-client.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/lib/supabase-client.ts',
    }),
  ].map((file) => [file.fileName, file]),
);

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the screen pages of the build', () => {
  const pages = screenPages(bundle, indexHtml);

  it('gives each lazily loaded screen module of src/routes a page named for its path', () => {
    expect([...pages.keys()].sort()).toEqual(['auth.html', 'beta.html']);
  });

  it("preloads the screen's chunk and everything it imports, transitively", () => {
    expect(preloadsOf(pages.get('auth.html') ?? '').sort()).toEqual([
      '/assets/auth-route.js',
      '/assets/card.js',
      '/assets/query.js',
      '/assets/removable.js',
    ]);
  });

  it('leaves out what index.html already loads, and keeps the rest of index.html as it is', () => {
    const page = pages.get('auth.html') ?? '';
    expect(preloadsOf(page)).not.toContain('/assets/react.js');
    expect(page.replace(/ {4}<link rel="modulepreload"[^\n]*\n/g, '')).toBe(indexHtml);
  });

  it('makes no page for modules that are not screens (the client, chunks of a screen)', () => {
    expect(pages.has('supabase-client.html')).toBe(false);
    expect(pages.has('card.html')).toBe(false);
  });

  it('refuses a bundle with no entry, or an index.html it cannot add to', () => {
    expect(() => screenPages({}, indexHtml)).toThrow(/no entry chunk/);
    expect(() => screenPages(bundle, '<html><head></head></html>')).toThrow(/no <\/head>/);
  });
});
