import assert from 'node:assert/strict';
import { commonVerbs, lessCommonVerbs } from './common-verbs.ts';
import { irregularVerbs } from './irregular-verbs.ts';
import { buildVerbLexicon } from './verb-forms.ts';
import { baseOfGerund, readVerb } from './verb-lexicon.ts';

Deno.test('a less common verb reads as a verb in every form', () => {
  // "accelerate" is an everyday-words entry and "acquire" a jargon one: the lexicon knows both.
  assert.deepEqual(readVerb('accelerated'), [
    { base: 'accelerate', forms: ['past', 'participle'] },
  ]);
  assert.deepEqual(readVerb('acquires'), [{ base: 'acquire', forms: ['third'] }]);
  assert.deepEqual(readVerb('written'), [{ base: 'write', forms: ['participle'] }]);
  assert.deepEqual(readVerb('table'), []);
});

Deno.test('the base of a known -ing form', () => {
  assert.equal(baseOfGerund('reviewing'), 'review');
  assert.equal(baseOfGerund('evening'), undefined);
});

Deno.test('a lexicon reads each form as every verb it can be, in the order the verbs came', () => {
  const lexicon = buildVerbLexicon(['put', 'found', 'find', 'carry out', 'put']);
  assert.deepEqual(lexicon.get('put'), [{ base: 'put', forms: ['base', 'past', 'participle'] }]);
  assert.deepEqual(lexicon.get('found'), [
    { base: 'found', forms: ['base'] },
    { base: 'find', forms: ['past', 'participle'] },
  ]);
  assert.equal(lexicon.get('carry'), undefined, 'a phrase is skipped');
});

Deno.test('every word reads as the whole lexicon reads it, whatever was read before', () => {
  const whole = buildVerbLexicon([...commonVerbs, ...irregularVerbs.keys(), ...lessCommonVerbs]);
  assert.ok(whole.size > 2_000);
  // Read backwards, then forwards: the parts built first never change what a later word reads.
  const words = [...whole.keys()];
  for (const word of [...words].reverse()) assert.deepEqual(readVerb(word), whole.get(word), word);
  for (const word of words) assert.deepEqual(readVerb(word), whole.get(word), word);
  for (const word of ['table', 'dy', 'y', '', 'wen', 'wented', 'dyings', 'Went', 'évaluer']) {
    assert.deepEqual(readVerb(word), [], word);
  }
});
