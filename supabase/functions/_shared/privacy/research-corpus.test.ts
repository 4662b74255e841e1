import assert from 'node:assert/strict';
import { compareWithheld, withheldValues } from './privacy-case.test-support.ts';
import { shieldDraft } from './privacy-shield.ts';
import { expectedInCorpus } from './corpus-expectations.test-support.ts';

const corpusFolder = new URL('../../../../bench/clarity-corpus/', import.meta.url);

async function corpusDrafts(): Promise<{ id: string; draft: string }[]> {
  const drafts: { id: string; draft: string }[] = [];
  for await (const entry of Deno.readDir(corpusFolder)) {
    if (!entry.name.endsWith('.json')) continue;
    const file = JSON.parse(await Deno.readTextFile(new URL(entry.name, corpusFolder))) as {
      drafts: { id: string; draft: string }[];
    };
    drafts.push(...file.drafts.map(({ id, draft }) => ({ id, draft })));
  }
  return drafts.sort((left, right) => left.id.localeCompare(right.id));
}

Deno.test(
  'privacy shield: no false alarm and no miss on any draft of the clarity corpus',
  async () => {
    const drafts = await corpusDrafts();
    assert.ok(drafts.length >= 130, `${drafts.length} drafts`);
    const wrong: string[] = [];
    for (const { id, draft } of drafts) {
      const { vault } = await shieldDraft(draft);
      const { missed, falseAlarms } = compareWithheld(
        withheldValues(vault),
        expectedInCorpus[id] ?? [],
      );
      if (missed.length > 0 || falseAlarms.length > 0) {
        wrong.push(`${id}: missed ${JSON.stringify(missed)}, false ${JSON.stringify(falseAlarms)}`);
      }
    }
    assert.deepEqual(wrong, []);
  },
);
