import assert from 'node:assert/strict';
import { type RuleFamilyId, ruleFamilies } from './rule-families.ts';
import { ruleSources } from './rule-sources.ts';

/**
 * The documentation's tables of rule families and of sources, written from the registry and the
 * sources themselves (docs/offline-engine.md holds them between markers; a test fails when they
 * drift). Laid out as Prettier lays out a Markdown table, so the format check agrees.
 */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => cell.replace(/\|/g, '\\|')));
  const widths = header.map((_, column) =>
    Math.max(3, ...cells.map((row) => [...row[column]!].length)),
  );
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

/** Every family: its id, what it rewrites (its summary) and the sources its rules cite. */
function familyTable(): string {
  const rows = (Object.keys(ruleFamilies) as RuleFamilyId[]).map((id) => {
    const { summary, sources } = ruleFamilies[id];
    return [`\`${id}\``, summary, sources.map((source) => `\`${source}\``).join(', ')];
  });
  return markdownTable(['Family', 'What it rewrites', 'Sources'], rows);
}

/** Every source a rule may cite: its id and what it is, with its address. */
function sourceTable(): string {
  const rows = Object.entries(ruleSources).map(([id, { title, url }]) => [
    `\`${id}\``,
    url.startsWith('http') ? `${title} — <${url}>` : `${title} (${url})`,
  ]);
  return markdownTable(['Id in the data', 'Source'], rows);
}

/** The markers around a generated table in the documentation. */
const generatedTables = {
  families: familyTable,
  sources: sourceTable,
} as const;

/**
 * The documentation with each generated table written between its markers
 * (`<!-- generated: families -->` … `<!-- end: families -->`).
 */
function withGeneratedTables(markdown: string): string {
  let written = markdown;
  for (const [name, table] of Object.entries(generatedTables)) {
    const start = `<!-- generated: ${name} -->`;
    const end = `<!-- end: ${name} -->`;
    const from = written.indexOf(start);
    const to = written.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs: no ${start} … ${end} block`);
    written = `${written.slice(0, from + start.length)}\n\n${table()}\n\n${written.slice(to)}`;
  }
  return written;
}

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
