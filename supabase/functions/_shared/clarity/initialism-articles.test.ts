import assert from 'node:assert/strict';
import { findInitialismArticles } from './rules/mechanics-rule.ts';

const corrections = (text: string) =>
  findInitialismArticles(text).map((finding) => `${finding.actual}->${finding.expected[0]}`);

Deno.test(
  'initialism articles: spelled-out initialisms take the article of their first letter',
  () => {
    assert.deepEqual(corrections('a RNA-seq run, a NSF grant, a HPLC column, a SEM image'), [
      'a->an',
      'a->an',
      'a->an',
      'a->an',
    ]);
    assert.deepEqual(corrections('an UV lamp, an US lab, an PCR, an DNA sample'), [
      'an->a',
      'an->a',
      'an->a',
      'an->a',
    ]);
    assert.deepEqual(corrections('A mRNA probe and a fMRI scan but a qPCR assay'), [
      'A->An',
      'a->an',
    ]);
  },
);

Deno.test(
  'initialism articles: leaves words, acronyms said as words and correct uses alone',
  () => {
    assert.deepEqual(
      corrections('an RNA, an NSF grant, a NASA team, a NATO report, a FAQ, a US lab, a unit'),
      [],
    );
  },
);
