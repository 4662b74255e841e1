import type { Fact } from '../contract/refinement-contract.ts';
import { canonicalUnit, numbersIn, quoteKey } from '../text/facts/fact-canonical.ts';
import {
  extractFacts,
  extractionPasses,
  type FoundFact,
  nameOf,
} from '../text/facts/fact-extraction.ts';
import { compareNegations } from './negation-check.ts';
import type { WorkMeter } from '../text/work-meter.ts';

/** What a refined text kept of the draft's facts. */
/** What a reader is told when the fact check of a reply stopped before it looked for every fact. */
export const factCheckNote =
  'This reply is long and unusually built, so not every fact of your draft could be looked for in it: those not found are listed, so compare them with your draft.';

export interface FactCheck {
  /** Hard facts lost or altered, then soft differences (names, negations), in draft order. */
  missing: Fact[];
  /** How many of `missing` are hard: any at all fails a vendor's reply. */
  hardMissing: number;
  /**
   * Set when the work budget ran out before every fact was looked for: those not looked for
   * are counted as lost, never as kept.
   */
  incomplete?: true;
}

/**
 * Whether a text the offline engine wrote kept what its own edits must keep: every hard fact,
 * and every name (initials included, "Richard M. Sherman" whole). A vendor's reply that loses
 * a name is only told; the engine never makes such an edit.
 */
export function keepsEngineFacts(check: FactCheck): boolean {
  return check.hardMissing === 0 && !check.missing.some(engineKeeps);
}

/** The draft's facts, found once per request and checked against each candidate reply. */
export interface FactLock {
  /** Every fact of the draft once (equivalent forms merged), hard and soft, in draft order. */
  readonly locked: Fact[];
  /** What `refined` kept; each pass over it is counted on `budget`, which bounds the searches. */
  check(refined: string, budget?: WorkMeter): FactCheck;
}

const toFact = ({ kind, text, hard }: FoundFact): Fact => ({ kind, text, hard });

function uniqueByKey(facts: readonly FoundFact[]): FoundFact[] {
  const seen = new Set<string>();
  return facts.filter((fact) => {
    const id = fact.kind === 'negation' ? `negation:${fact.start}` : `${fact.hard}:${fact.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Everything of the refined text a draft fact may be found in. */
interface RefinedView {
  keys: Set<string>;
  numbers: Set<string>;
  units: Set<string>;
  words: Set<string>;
  /**
   * Whether the refined text, spacing and quote marks folded, contains `written`; undefined
   * when the budget has no room left to look. Each search reads the whole text, so each
   * different one is made once and counted.
   */
  contains(written: string): boolean | undefined;
}

/** Passes over the refined text besides finding its facts: numbers, words, the folded text. */
const viewPasses = 4;

function viewOf(
  refined: string,
  facts: readonly FoundFact[],
  budget: WorkMeter | undefined,
): RefinedView {
  const units = new Set<string>();
  for (const fact of facts) {
    const unit = /\d\s(.+)$/u.exec(fact.key)?.[1];
    if (unit) units.add(unit);
    if (fact.kind === 'percentage') units.add('%');
  }
  if (/%|percent|per cent/iu.test(refined)) units.add('%');
  const words = new Set(
    [...refined.matchAll(/[\p{L}][\p{L}'’-]*/gu)].map((match) => nameOf(match[0])),
  );
  const flatText = quoteKey(refined);
  const searched = new Map<string, boolean>();
  return {
    keys: new Set(facts.map((fact) => fact.key)),
    numbers: numbersIn(refined),
    units,
    words,
    contains(written) {
      let found = searched.get(written);
      if (found === undefined) {
        if (budget && !budget.spend(flatText.length)) return undefined;
        found = flatText.includes(written);
        searched.set(written, found);
      }
      return found;
    },
  };
}

/** The unit a numeric fact's key ends with (" mg", "%"), canonical; undefined for a bare number. */
function unitOf(fact: FoundFact): string | undefined {
  if (fact.kind === 'percentage') return fact.key.endsWith(' pp') ? 'pp' : '%';
  const unit = /\d\s(.+)$/u.exec(fact.key)?.[1];
  return unit === undefined ? undefined : canonicalUnit(unit);
}

/**
 * A numeric fact also survives when its numbers and unit are all still there in another form
 * ("from 10% to 12%" written as "rose to 12% from 10%"); a changed digit or unit never does.
 */
function numbersSurvive(fact: FoundFact, view: RefinedView): boolean | undefined {
  const numbers = [...numbersIn(fact.text)];
  if (numbers.length === 0 || !numbers.every((value) => view.numbers.has(value))) return false;
  const unit = unitOf(fact);
  return unit === undefined || view.units.has(unit) || view.contains(unit);
}

/** Whether the refined text keeps `fact`; undefined when the budget left no room to look. */
function isKept(fact: FoundFact, view: RefinedView): boolean | undefined {
  if (view.keys.has(fact.key)) return true;
  switch (fact.kind) {
    case 'number':
    case 'percentage':
    case 'range':
    case 'measurement':
      return numbersSurvive(fact, view);
    case 'quote':
    case 'code':
      return view.contains(quoteKey(fact.key));
    case 'name':
      // A name with initials is kept only whole: "Richard M. Sherman", in that order.
      return fact.key.includes(' ') || fact.key.includes('.')
        ? view.contains(fact.key)
        : view.words.has(fact.key);
    default:
      return false;
  }
}

/** Whether the offline engine's own edits must keep `fact`: every hard fact, and every name. */
const engineKeeps = (fact: { hard: boolean; kind: string }) => fact.hard || fact.kind === 'name';

/**
 * How many facts of `before` that the engine keeps (hard facts and names) are not kept by
 * `after`, the facts found in `afterText`: the lock's own test, for facts found by the caller
 * (the ones of a part of a text).
 */
export function engineFactsLost(
  before: readonly FoundFact[],
  after: readonly FoundFact[],
  afterText: string,
): number {
  const view = viewOf(afterText, after, undefined);
  return uniqueByKey(before).filter((fact) => engineKeeps(fact) && isKept(fact, view) !== true)
    .length;
}

/**
 * The fact lock: finds what the draft holds that a refinement must keep, then tells for any
 * refined text which hard facts it lost or altered and where names or negations differ.
 */
export function createFactLock(draft: string, budget?: WorkMeter): FactLock {
  budget?.read(draft, extractionPasses);
  const draftFacts = extractFacts(draft);
  const unique = uniqueByKey(draftFacts);
  const nonNegations = unique.filter((fact) => fact.kind !== 'negation');
  const draftNegations = draftFacts.filter((fact) => fact.kind === 'negation');
  return {
    locked: unique.map(toFact),
    check(refined, budget) {
      budget?.read(refined, extractionPasses + viewPasses);
      const refinedFacts = extractFacts(refined);
      const view = viewOf(refined, refinedFacts, budget);
      let incomplete = false;
      const lost = nonNegations.filter((fact) => {
        const kept = isKept(fact, view);
        if (kept === undefined) incomplete = true;
        return kept !== true;
      });
      const refinedNegations = refinedFacts.filter((fact) => fact.kind === 'negation');
      const negations = compareNegations(draftNegations, refinedNegations);
      const hard = lost.filter((fact) => fact.hard).map(toFact);
      const soft = lost.filter((fact) => !fact.hard).map(toFact);
      return {
        missing: [...hard, ...soft, ...negations],
        hardMissing: hard.length,
        ...(incomplete ? { incomplete: true as const } : {}),
      };
    },
  };
}
