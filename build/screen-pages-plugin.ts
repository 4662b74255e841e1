import type { Plugin } from 'vite';

/** What the plugin reads of a bundled chunk (Rollup's and Rolldown's OutputChunk have these). */
export interface BundledChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

interface BundledAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

export type Bundle = Record<string, BundledChunk | BundledAsset>;

/** A screen module's path in the source: `src/routes/<name>-route.tsx` serves `/<name>`. */
const screenModulePattern = /\/src\/routes\/([a-z][a-z0-9-]*)-route\.tsx$/;

/** The chunk files a chunk needs before it runs: itself and everything it imports, transitively. */
function chunkClosure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) chunkClosure(bundle, imported, into);
  return into;
}

/** `html` with `tags` last in its head, one a line, indented one step inside `</head>`'s own. */
function withHeadTags(html: string, tags: readonly string[]): string {
  const headEnd = /^( *)<\/head>/m.exec(html);
  if (!headEnd) throw new Error('index.html has no </head> on a line of its own');
  const indent = `${headEnd[1]}  `;
  const lines = tags.map((tag) => `${indent}${tag}\n`).join('');
  return html.slice(0, headEnd.index) + lines + html.slice(headEnd.index);
}

/**
 * One page per screen that loads on demand: index.html, plus a `<link rel="modulepreload">` for
 * each chunk of that screen's module that index.html does not already load. Served for
 * `/<name>`, the page has the browser fetch the screen's chunks beside the app's entry script
 * instead of one round trip after it (three on a slow phone network, before this), and the app
 * renders the whole screen at once (src/main.tsx).
 */
export function screenPages(bundle: Bundle, indexHtml: string): Map<string, string> {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The bundle has no entry chunk to build screen pages from');
  const loadedByIndex = chunkClosure(bundle, entry.fileName);
  const pages = new Map<string, string>();
  for (const chunk of chunks) {
    const name = chunk.isDynamicEntry && chunk.facadeModuleId?.match(screenModulePattern)?.[1];
    if (!name) continue;
    const preloads = [...chunkClosure(bundle, chunk.fileName)]
      .filter((fileName) => !loadedByIndex.has(fileName))
      .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
    pages.set(`${name}.html`, withHeadTags(indexHtml, preloads));
  }
  return pages;
}

/**
 * Emits the screen pages beside index.html. Static hosts serve `/auth` from `auth.html` (Netlify,
 * Cloudflare Pages, GitHub Pages; Vercel with `cleanUrls`; `vite preview`); a host that does not
 * falls back to index.html, which loads the same app one round trip slower.
 */
export function screenPagesPlugin(): Plugin {
  return {
    name: 'associate:screen-pages',
    apply: 'build',
    // After Vite has written index.html, Content-Security-Policy meta tag included.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const indexHtml =
        typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      for (const [fileName, html] of screenPages(bundle as unknown as Bundle, indexHtml)) {
        this.emitFile({ type: 'asset', fileName, source: html });
      }
    },
  };
}
