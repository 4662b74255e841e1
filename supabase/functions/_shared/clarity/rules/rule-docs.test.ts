import assert from 'node:assert/strict';
import { withGeneratedTables } from './rule-docs.ts';
import { ruleFamilies } from './rule-families.ts';

const docs = new URL('../../../../../docs/offline-engine.md', import.meta.url);

/**
 * The family and source tables of docs/offline-engine.md are the registry's own words. After a
 * change to a family's summary or sources, `npm run docs:rules` writes them again.
 */
Deno.test("the documentation's family and source tables are the registry's", async () => {
  const markdown = await Deno.readTextFile(docs);
  const written = withGeneratedTables(markdown);
  if (Deno.args.includes('--update')) {
    await Deno.writeTextFile(docs, written);
    return;
  }
  assert.equal(markdown, written, 'the tables drifted: run npm run docs:rules');
});

Deno.test('every family says what it rewrites and cites a source', () => {
  for (const [id, family] of Object.entries(ruleFamilies)) {
    assert.ok(family.summary.length > 20, `${id} has a summary`);
    assert.ok(family.sources.length > 0, `${id} cites a source`);
  }
});
