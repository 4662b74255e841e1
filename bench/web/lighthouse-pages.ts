import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { findFreePort } from '../../local-supabase/functions/free-port';
import { auditPages, type LighthouseReport } from './lighthouse-audit.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The goals for every audited page, as Lighthouse scores 0–100. */
export const lighthouseGoals = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

/** The pages a visitor meets first: the landing page and the sign-in page. */
export const auditedPaths = ['/', '/auth'];

/**
 * Serves the production build in `distFolder` with `vite preview` (which sends the headers of
 * the build's `_headers`, as the static host will) on a free loopback port, and audits each page.
 */
export async function auditBuild(options: {
  distFolder: string;
  runs: number;
}): Promise<LighthouseReport & { goals: typeof lighthouseGoals }> {
  const port = await findFreePort('127.0.0.1');
  // Vite sets NODE_ENV=production for a production preview; the render harness that runs in this
  // process later needs React's development build (it has `act`).
  const nodeEnvironment = process.env.NODE_ENV;
  const server = await preview({
    root: repositoryRoot,
    configFile: path.join(repositoryRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: options.distFolder },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  try {
    const report = await auditPages({
      baseUrl: `http://127.0.0.1:${port}`,
      paths: auditedPaths,
      runs: options.runs,
      chromiumPath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    });
    return { ...report, goals: lighthouseGoals };
  } finally {
    await server.close();
    if (nodeEnvironment === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnvironment;
  }
}

/** Whether a page's median scores meet every goal. */
export function meetsLighthouseGoals(scores: LighthouseReport['pages'][number]['scores']): boolean {
  return (
    scores.performance >= lighthouseGoals.performance &&
    scores.accessibility >= lighthouseGoals.accessibility &&
    scores.bestPractices >= lighthouseGoals.bestPractices &&
    scores.seo >= lighthouseGoals.seo
  );
}
