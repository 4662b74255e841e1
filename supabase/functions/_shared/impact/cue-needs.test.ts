import assert from 'node:assert/strict';
import { expandPhrases } from '../text/phrase-index.ts';
import { findingCues, newsCues, sceneCues } from './point-cues.ts';
import { wrappedRequest, wrappedRequestNeeds } from './sentence-asks.ts';
import { stockPhrases } from './stock-phrases.ts';

/**
 * Every text a pattern of words can match, written out: its groups become choices, an optional
 * character a choice of it or nothing, a digit "5". The cue and stock patterns are finite word
 * choices, so this is the whole of what each can match (up to how many spaces stand between
 * words), and a word the guard needs can be checked against every one.
 */
function everyMatchOf(source: string): string[] {
  const choices = source
    .replace(/\\b|\^|\$/g, '')
    .replace(/\(\?:/g, '(')
    .replace(/\\s\*\[:,-\]/g, ':')
    .replace(/\\d\+?/g, '5')
    .replace(/\[(\w)(\w)\]/g, '($1|$2)')
    .replace(/([^)\\])\?/g, '($1)?');
  assert.doesNotMatch(choices, /[\\[\]*+{}]/, `a pattern the test cannot write out: ${choices}`);
  return expandPhrases(choices);
}

/** Asserts that `pattern` matches each written-out text, and every match holds a needed word. */
function assertNeeds(name: string, pattern: RegExp, needs: readonly string[]) {
  const texts = everyMatchOf(pattern.source.replace(/\\s\+/g, ' '));
  assert.ok(texts.length > 0, name);
  for (const text of texts) {
    // Written out, a text loses the space a pattern may end with ("could you ").
    const match = [text, `${text} `]
      .map((written) => {
        pattern.lastIndex = 0;
        return pattern.exec(written);
      })
      .find((found) => found !== null);
    assert.ok(match, `${name}: the written-out "${text}" does not match its own pattern`);
    const lower = match[0].toLowerCase();
    assert.ok(
      needs.some((word) => lower.includes(word)),
      `${name}: "${match[0]}" holds none of ${needs.join(', ')}`,
    );
  }
}

Deno.test('point cues: every text a cue matches holds one of the words it needs', () => {
  for (const { pattern, needs } of [...newsCues, ...findingCues, ...sceneCues]) {
    assertNeeds(pattern.source.slice(0, 40), pattern, needs);
  }
});

Deno.test('stock phrases: every text a phrase matches holds one of the words it needs', () => {
  for (const { id, pattern, needs } of stockPhrases) {
    assertNeeds(id, new RegExp(pattern, 'iy'), needs);
  }
});

Deno.test(
  'wrapped requests: every text the pattern matches holds one of the words it needs',
  () => {
    assertNeeds('wrapped request', new RegExp(wrappedRequest.source, 'iy'), wrappedRequestNeeds);
  },
);

Deno.test('the written-out matches catch a needed word that a match can lack', () => {
  // "won" cannot stand for "approved", so a guard without it would skip a sentence that matches.
  assert.throws(
    () => assertNeeds('mutant', /\b(?:approved|won)\b/u, ['approved']),
    /"won" holds none of approved/,
  );
  assert.throws(
    () => assertNeeds('mutant', /i (?:was|am) just wondering (?:if|whether)/iy, ['was']),
    /holds none of was/,
  );
});
