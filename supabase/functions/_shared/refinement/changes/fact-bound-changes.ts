import type { TextSpan } from '../../contract/refinement-contract.ts';
import { numbersIn, quoteKey } from '../../text/facts/fact-canonical.ts';
import { extractFacts, type FoundFact, nameOf } from '../../text/facts/fact-extraction.ts';
import { HunkGroups, joinedChanges, type PlacedChange } from './change-grouping.ts';

/** What a stretch of the refined text holds that the fact lock may find a draft's fact by. */
interface Evidence {
  keys: Set<string>;
  numbers: Set<string>;
  words: Set<string>;
  text: string;
}

const overlaps = (fact: { start: number; end: number }, span: TextSpan) =>
  fact.start < span.end && span.start < fact.end;

function evidenceOf(text: string, facts: readonly FoundFact[]): Evidence {
  return {
    keys: new Set(facts.map((fact) => fact.key)),
    numbers: numbersIn(text),
    words: new Set([...text.matchAll(/[\p{L}][\p{L}'’-]*/gu)].map((match) => nameOf(match[0]))),
    text: quoteKey(text),
  };
}

/** A fact of the draft, with the numbers the lock may find it by. */
type DraftFact = FoundFact & { numbers: string[] };

/** Whether the stretch holds all of what the lock keeps `fact` by, or (`some`) any of it. */
function holds(evidence: Evidence, fact: DraftFact, some: boolean): boolean {
  if (evidence.keys.has(fact.key)) return true;
  const { numbers } = fact;
  if (numbers.length > 0) {
    const has = (value: string) => evidence.numbers.has(value);
    return some ? numbers.some(has) : numbers.every(has);
  }
  if (fact.kind === 'name') {
    return fact.key.split(/[\s.]+/u).some((part) => part && evidence.words.has(nameOf(part)));
  }
  return evidence.text.includes(quoteKey(fact.key));
}

/**
 * Changes that move a fact of the draft, joined: where one change drops a number ("from 10% ")
 * and another writes it elsewhere (" from 10%"), keeping the first and turning the second down
 * would lose it. So every change holding a piece of what the fact lock finds that fact by (its
 * key, its numbers, its name, its quoted words) is joined with the one that dropped it, unless
 * the text no change touches holds the fact already. Then any set of kept changes keeps every
 * fact the whole reply kept: a turned-down change gives back the draft's words, a kept one the
 * reply's, and the fact is whole on one side or the other. Linear in the texts' length.
 */
export function joinFactMoves(
  draft: string,
  refined: string,
  changes: PlacedChange[],
): PlacedChange[] {
  if (changes.length < 2) return changes;
  const draftFacts: DraftFact[] = extractFacts(draft)
    .filter((fact) => fact.kind !== 'negation')
    .map((fact) => ({ ...fact, numbers: [...numbersIn(fact.text)] }));
  if (draftFacts.length === 0) return changes;
  const refinedFacts = extractFacts(refined).filter((fact) => fact.kind !== 'negation');
  const inside = (span: TextSpan) => refinedFacts.filter((fact) => overlaps(fact, span));
  const evidence = changes.map(({ at }) =>
    evidenceOf(refined.slice(at.refined.start, at.refined.end), inside(at.refined)),
  );
  let unchangedText = '';
  let from = 0;
  for (const { at } of changes) {
    unchangedText += `${refined.slice(from, at.refined.start)} `;
    from = at.refined.end;
  }
  unchangedText += refined.slice(from);
  const touched = changes.map(({ at }) => at.refined);
  const unchanged = evidenceOf(
    unchangedText,
    refinedFacts.filter((fact) => !touched.some((span) => overlaps(fact, span))),
  );
  const groups = new HunkGroups(changes.length);
  let next = 0;
  for (const fact of draftFacts) {
    while (next < changes.length && changes[next]!.at.draft.end <= fact.start) next++;
    const holding: number[] = [];
    for (let index = next; index < changes.length; index++) {
      if (changes[index]!.at.draft.start >= fact.end) break;
      if (overlaps(fact, changes[index]!.at.draft)) holding.push(index);
    }
    if (holding.length === 0) continue;
    for (const index of holding) groups.join(holding[0]!, index);
    if (holding.some((index) => holds(evidence[index]!, fact, false))) continue;
    if (holds(unchanged, fact, false)) continue;
    evidence.forEach((stretch, index) => {
      if (holds(stretch, fact, true)) groups.join(holding[0]!, index);
    });
  }
  return joinedChanges(groups, changes, { draft, refined });
}
