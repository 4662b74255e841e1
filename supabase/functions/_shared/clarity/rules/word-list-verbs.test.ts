import assert from 'node:assert/strict';
import { readVerb } from '../../text/english/verb-lexicon.ts';
import { everydayWordEntries } from './everyday-words-data.ts';
import { jargonEntries } from './jargon-data.ts';
import { plainPhraseEntries } from './plain-phrases-data.ts';
import { plainWordEntries } from './plain-words-data.ts';

Deno.test('every verb a word list rewrites is a verb the document reads as one', () => {
  const entries = [
    ...plainWordEntries,
    ...everydayWordEntries,
    ...plainPhraseEntries,
    ...jargonEntries,
  ];
  const unknown = entries
    .filter((entry) => entry.inflect === 'verb')
    .map((entry) => entry.match.split(' ')[0]!)
    .filter((verb) => readVerb(verb).length === 0);
  assert.deepEqual(unknown, [], 'add these to lessCommonVerbs in text/english/common-verbs.ts');
});
