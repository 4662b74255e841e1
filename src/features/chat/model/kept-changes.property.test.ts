import fc from 'fast-check';
import { locateChanges } from '../../../../supabase/functions/_shared/refinement/changes/located-changes.ts';
import { createFactLock } from '../../../../supabase/functions/_shared/refinement/fact-lock.ts';
import {
  keptText,
  missingFacts,
  placedChangesOf,
  type PlacedChange,
} from '@/features/chat/model/kept-changes';

/**
 * Turning changes down can only bring back the draft's words: whatever set of a reply's changes
 * the writer keeps, the text they copy keeps every fact of the draft the whole reply kept, and
 * its CHECK lines still name every hard fact it lacks. The replies are drafts rewritten as a
 * vendor might (plainer words, cut fillers, split sentences, facts moved or changed), their
 * changes placed by the server's own code and checked by its fact lock.
 */

const drafts = [
  'Dear Dr. Okafor, we would like to kindly ask you to utilize the new consent form (version 3.2) for all participants recruited after 1 March 2025, and please write to j.moreno@uni-example.edu prior to the visit.',
  'Response rates rose from 10% to 12% in the pilot (Smith et al., 2020), and we will utilize the revised protocol in order to enrol 112 adults by 3 June.',
  'Hi Priya, could you possibly send the raw counts from the 14 June run? We need to make a decision about BRCA1 carriers before Thursday, and it is very important that p < 0.05 holds.',
  'The effect was not significant (p = .43) in the 2019 cohort, and the reviewers noted that "the sample is small" in their report [12].',
  'We measured between 4 and 9 mg per dose over 14 days; Maria Chen analysed the data, and the results were basically similar to the 2021 study.',
];

/** Rewrites a vendor might make, each applied where its words occur. */
const rewrites: [RegExp, string][] = [
  [/we would like to kindly ask you to /i, 'please '],
  [/utilize/, 'use'],
  [/in order to /, 'to '],
  [/prior to/, 'before'],
  [/could you possibly /, 'could you '],
  [/make a decision about/, 'decide on'],
  [/very /, ''],
  [/basically /, ''],
  [/, and (\w)/, '. $1'],
  [/from 10% to 12%/, 'to 12% from 10%'],
  [/between 4 and 9 mg/, '4–9 mg'],
  [/112 adults/, 'a hundred adults'],
  [/1 March 2025/, 'March 2025'],
  [/(\w+) (\w+) (\w+)\./, '$1 $3 $2.'],
  [/Maria Chen analysed the data/, 'the data were analysed'],
  [/\(Smith et al\., 2020\)/, ''],
  [/"the sample is small"/, 'the sample was small'],
];

const capitalAfterStop = (text: string) =>
  text.replace(/\. ([a-z])/g, (_, letter: string) => `. ${letter.toUpperCase()}`);

const reply = fc
  .tuple(
    fc.constantFrom(...drafts),
    fc.subarray(
      rewrites.map((_, index) => index),
      { minLength: 1 },
    ),
  )
  .map(([draft, chosen]) => {
    const refined = capitalAfterStop(
      chosen.reduce((text, index) => text.replace(rewrites[index]![0], rewrites[index]![1]), draft),
    );
    return { draft, refined };
  })
  .filter(({ draft, refined }) => draft !== refined);

const keyOf = (fact: { kind: string; text: string }) => `${fact.kind} ${fact.text}`;

describe('a reply with some changes turned down', () => {
  it('keeps every fact of the draft the whole reply kept, and its CHECK lines hold', () => {
    fc.assert(
      fc.property(reply, fc.infiniteStream(fc.boolean()), ({ draft, refined }, coin) => {
        const lock = createFactLock(draft);
        const changes = locateChanges(draft, refined, []);
        const placed = placedChangesOf(draft, { refined, changes });
        expect(placed).toBeDefined();
        const all = placed as PlacedChange[];
        const turnedDown = new Set(all.filter(() => coin.next().value).map((c) => c.index));
        const text = keptText(draft, all, turnedDown);
        const byReply = lock.check(refined).missing.filter((fact) => !fact.added);
        const lostByReply = new Set(byReply.map(keyOf));
        const lost = lock.check(text).missing.filter((fact) => !fact.added);
        for (const fact of lost.filter((fact) => fact.kind !== 'negation')) {
          expect(lostByReply, `${keyOf(fact)} lost in: ${text}`).toContain(keyOf(fact));
        }
        const checkLines = new Set(
          missingFacts(lock.check(refined).missing, text, turnedDown.size > 0).map(keyOf),
        );
        for (const fact of lost.filter((fact) => fact.hard)) {
          expect(checkLines, `no CHECK line for ${keyOf(fact)}`).toContain(keyOf(fact));
        }
        expect(keptText(draft, all, new Set())).toBe(refined);
        expect(keptText(draft, all, new Set(all.map((change) => change.index)))).toBe(draft);
      }),
      { numRuns: 300, seed: 33 },
    );
  });
});
