import assert from 'node:assert/strict';
import fc from 'fast-check';
import { syllable } from 'syllable';
import { analyse } from './clarity-analysis.ts';
import { measureText, syllablesOf } from './text-metrics.ts';

Deno.test('measures words, sentences, grade, passive, hedges, fillers and reading time', () => {
  const metrics = measureText(
    'The data was analyzed by the team. Basically, the effect may be real.',
  );
  assert.equal(metrics.words, 13);
  assert.equal(metrics.sentences, 2);
  assert.equal(metrics.passive, 1);
  assert.ok(metrics.hedges >= 1, `hedges ${metrics.hedges}`);
  assert.ok(metrics.fillers >= 1, `fillers ${metrics.fillers}`);
  assert.equal(metrics.longSentences, 0);
  assert.equal(metrics.readingSeconds, 3);
  assert.ok(metrics.grade > 0);
});

Deno.test('counts the passives the notes can name, no more and no fewer', async () => {
  const text = 'The vase was broke. It was, found in the box. The data was carefully analyzed.';
  const named = (await analyse(text)).findings.filter(
    (finding) => finding.source === 'passive-voice',
  );
  assert.equal(measureText(text).passive, named.length);
  assert.equal(named.length, 3);
});

Deno.test('counts hedges and fillers as retext-intensify finds them', () => {
  // "basically" is a filler and "may" a hedge; "real" is a weasel word, which is not counted.
  const weak = (text: string) => {
    const { hedges, fillers } = measureText(text);
    return { hedges, fillers };
  };
  assert.deepEqual(weak('Basically, the effect may be real.'), { hedges: 1, fillers: 1 });
  assert.deepEqual(weak('We measured recall twice.'), { hedges: 0, fillers: 0 });
  // A phrase across white space, in any case, but not across punctuation.
  assert.equal(weak('It is A  Bit slow.').hedges, 1);
  assert.equal(weak('It is a, bit slow.').hedges, 0);
  // A word quoted or set off as a literal is talked about, not used.
  assert.deepEqual(weak('The word "basically" is weak.'), { hedges: 0, fillers: 0 });
  assert.deepEqual(weak('Avoid (basically) here.'), { hedges: 0, fillers: 0 });
});

Deno.test('counts a sentence over 30 words as long, and an empty text as nothing', () => {
  const long = `We ${'carefully '.repeat(30)}checked it.`;
  assert.equal(measureText(long).longSentences, 1);
  assert.deepEqual(measureText(''), {
    words: 0,
    sentences: 0,
    grade: 0,
    passive: 0,
    hedges: 0,
    fillers: 0,
    longSentences: 0,
    readingSeconds: 0,
    contractions: 0,
  });
});

Deno.test('counts contractions, the measure of how formal a text reads', () => {
  assert.equal(measureText("We don't know yet, but it's close and we're hopeful.").contractions, 3);
  assert.equal(measureText("We do not know yet, but Maria's data are close.").contractions, 0);
});

Deno.test('a plainer text gets a lower grade', () => {
  const before = measureText(
    'We will utilize the methodology in order to facilitate numerous improvements.',
  );
  const after = measureText('We will use the method to make many improvements.');
  assert.ok(after.grade < before.grade, `${before.grade} -> ${after.grade}`);
});

Deno.test(
  'gives a finite grade of at least 0 to words it cannot count and to very short text',
  () => {
    for (const text of ['隆 研究', `a${String.fromCharCode(0xd800)}b`, 'key', 'Go.']) {
      const { grade } = measureText(text);
      assert.ok(Number.isFinite(grade) && grade >= 0, `${JSON.stringify(text)}: ${grade}`);
    }
  },
);

Deno.test('a remembered syllable count is the count syllable() gives, first time or again', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), fc.constantFrom('data', 'analyses', 'ÉCOLE', '漢字', '')),
      (word) => {
        assert.ok(Object.is(syllablesOf(word), syllable(word)));
        assert.ok(Object.is(syllablesOf(word), syllable(word)), 'remembered');
      },
    ),
  );
});

Deno.test(
  'names sentences of ten or more words at grade 12 or above as hard, and no others',
  async () => {
    const hard =
      'Interdisciplinary methodological considerations necessitate comprehensive organizational documentation procedures throughout implementation.';
    const short = 'Interdisciplinary methodological considerations necessitate documentation.';
    const plain = 'We met the team on Monday and we all had a good long talk.';
    const text = `${hard} ${short} ${plain}`;
    const found = (await analyse(text)).findings.filter(
      (finding) => finding.rule === 'hard-sentence',
    );
    assert.deepEqual(found, [
      {
        source: 'readability',
        rule: 'hard-sentence',
        actual: hard,
        expected: [],
        start: 0,
        end: hard.length,
      },
    ]);
  },
);
