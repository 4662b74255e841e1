import type { DocumentToken } from '../text/text-document.ts';
import {
  conditionNouns,
  documentParts,
  modelOrganisms,
  periodNouns,
  periodPrepositions,
  populationNouns,
  sampleNouns,
  scopePrepositions,
  settingNouns,
  speciesNouns,
} from './scope-data.ts';
import { type SentenceWords, tokenAt } from './sentence-hits.ts';

/** A scope found: its first and last words (token indexes). */
export interface ScopeSpan {
  first: number;
  last: number;
  /** The word the scope is about ("mice" of "in aged mice", "adults" of "adults over 65"). */
  head: number;
}

const isScopeNoun = (lower: string) =>
  populationNouns.has(lower) ||
  speciesNouns.has(lower) ||
  modelOrganisms.has(lower) ||
  settingNouns.has(lower) ||
  sampleNouns.has(lower) ||
  periodNouns.has(lower) ||
  conditionNouns.has(lower);

/** How far a scope's noun may stand from its preposition: "in the 12 oldest aged care homes". */
const reach = 6;
/** Words after the noun that narrow it further: "adults over 65", "patients with diabetes". */
const narrowers = new Set([
  'over',
  'under',
  'aged',
  'with',
  'without',
  'who',
  'whose',
  'treated',
  'exposed',
  'fed',
  'given',
  'receiving',
  'living',
  'born',
]);
const narrowerReach = 5;

/** Only spaces (or a dash between numbers: "2000–2019") stand between two neighbouring words. */
function spacesOnly(words: SentenceWords, left: number, right: number): boolean {
  const { text, tokens } = words.document;
  return /^(?:[ \t\n]*|[–—-])$/.test(text.slice(tokens[left]!.end, tokens[right]!.start));
}

/**
 * What "of" adds after a scope's noun: a name ("the month of May", "the city of Leeds"), or a
 * count and who was counted ("a cohort of 3,214 adults over 65"). The index of its last word,
 * or undefined.
 */
function ofPhraseEnd(words: SentenceWords, noun: number): number | undefined {
  const of = tokenAt(words, noun + 1);
  const next = tokenAt(words, noun + 2);
  if (of?.lower !== 'of' || !next || !spacesOnly(words, noun, noun + 1)) return undefined;
  if (/^\p{Lu}/u.test(next.text)) return noun + 2;
  if (!/^\d/.test(next.text)) return undefined;
  // "3,214" is two words: the digits go on across a comma or point inside the number.
  let at = noun + 2;
  while (/^\d/.test(tokenAt(words, at + 1)?.text ?? '') && /^[,.]$/.test(between(words, at))) at++;
  const counted = tokenAt(words, at + 1);
  if (counted && spacesOnly(words, at, at + 1) && isScopeNoun(counted.lower)) {
    return narrowedEnd(words, at + 1);
  }
  return at;
}

const between = (words: SentenceWords, left: number) => {
  const { text, tokens } = words.document;
  return text.slice(tokens[left]!.end, tokens[left + 1]!.start);
};

/** The last word of a narrowing clause after the noun: up to a comma or `narrowerReach` words. */
function narrowedEnd(words: SentenceWords, noun: number): number {
  const of = ofPhraseEnd(words, noun);
  if (of !== undefined) return of;
  const next = tokenAt(words, noun + 1);
  if (!next || !narrowers.has(next.lower) || !spacesOnly(words, noun, noun + 1)) return noun;
  let last = noun + 1;
  while (
    last - noun < narrowerReach &&
    tokenAt(words, last + 1) &&
    spacesOnly(words, last, last + 1)
  ) {
    const word = tokenAt(words, last + 1)!;
    if (word.classes.has('conjunction') && word.lower !== 'that') break;
    if (word.classes.has('be') || word.classes.has('modal') || word.classes.has('have')) break;
    // "in schools with longer recess had fewer incidents": the sentence's verb ends the scope.
    if (last > noun + 1 && word.verbs.some((verb) => verb.forms.includes('past'))) break;
    last++;
  }
  return last;
}

const isNumber = (token: DocumentToken) => /^\d/.test(token.text);

/** A word that can only be a noun of a compound here: no closed class, no verb form but "-s". */
function mayBeNoun(token: DocumentToken): boolean {
  if (token.classes.size > 0 || isNumber(token)) return false;
  return !token.verbs.some((verb) =>
    verb.forms.some((form) => form !== 'third' && form !== 'base'),
  );
}

/**
 * The head of a compound that starts at a scope noun: "maize seedlings", "winter months" (a
 * scope) but "lab meeting", "hospital admissions" (not one). Undefined when the head is no scope.
 */
function compoundHead(words: SentenceWords, noun: number): number | undefined {
  let head = noun;
  while (head - noun < 3) {
    const next = tokenAt(words, head + 1);
    if (!next || !spacesOnly(words, head, head + 1) || !mayBeNoun(next)) return head;
    if (!isScopeNoun(next.lower)) return narrowers.has(next.lower) ? head : undefined;
    head++;
  }
  return head;
}

const approximators = new Set(['about', 'around', 'approximately', 'nearly', 'almost', 'roughly']);
const quantityWords = new Set([
  'most',
  'many',
  'some',
  'half',
  'all',
  'each',
  'both',
  'several',
  'few',
  'none',
  'one',
  'third',
  'quarter',
]);

/** The scope a preposition at `index` opens, if its phrase names who, where or when. */
function scopeAfter(words: SentenceWords, index: number): ScopeSpan | undefined {
  const preposition = tokenAt(words, index)!.lower;
  const first = tokenAt(words, index + 1);
  if (!first) return undefined;
  // "between 2010 and 2018", "by 2070", "in 2019": a period.
  if (
    isNumber(first) &&
    /^\d{4}$/.test(first.text) &&
    ['between', 'by', 'in', 'during', 'since', 'until'].includes(preposition)
  ) {
    const and = tokenAt(words, index + 2)?.lower === 'and' ? 2 : 0;
    return { first: index, last: index + 1 + and, head: index + 1 };
  }
  for (let at = index + 1; at <= index + reach; at++) {
    const token = tokenAt(words, at);
    if (!token || !spacesOnly(words, at - 1, at)) return undefined;
    if (isScopeNoun(token.lower)) {
      const head = compoundHead(words, at);
      return head === undefined
        ? undefined
        : { first: index, last: narrowedEnd(words, head), head };
    }
    // "in Mexico", "in the Netherlands", "in long COVID": a place, a country, a condition.
    if (preposition === 'in' && isName(token) && !mayBeNounAfter(words, at)) {
      return { first: index, last: at, head: at };
    }
    if (
      periodPrepositions.has(preposition) &&
      !token.classes.has('determiner') &&
      !isNumber(token)
    ) {
      const following = tokenAt(words, at + 1);
      const endsHere =
        !following ||
        !spacesOnly(words, at, at + 1) ||
        following.classes.has('preposition') ||
        following.classes.has('conjunction');
      if (endsHere) return { first: index, last: at, head: at };
    }
    if (approximators.has(token.lower)) continue;
    // "in 38 of 52 neurons", "at most of the sites": "of" inside a quantity.
    const previous = tokenAt(words, at - 1)!;
    const ofInQuantity =
      token.lower === 'of' && (isNumber(previous) || quantityWords.has(previous.lower));
    if (
      !ofInQuantity &&
      (token.classes.has('preposition') ||
        token.classes.has('conjunction') ||
        token.classes.has('be'))
    ) {
      return undefined;
    }
  }
  return undefined;
}

const isName = (token: DocumentToken) =>
  /^\p{Lu}/u.test(token.text) && !token.opensSentence && !documentParts.has(token.lower);

/** A name that is the first word of a compound ("in STEM degrees", "in Arctic sea ice"). */
function mayBeNounAfter(words: SentenceWords, at: number): boolean {
  const next = tokenAt(words, at + 1);
  return (
    next !== undefined &&
    spacesOnly(words, at, at + 1) &&
    mayBeNoun(next) &&
    !/^\p{Lu}/u.test(next.text)
  );
}

function overlaps(scope: ScopeSpan, taken: ReadonlySet<number>): boolean {
  for (let index = scope.first; index <= scope.last; index++) if (taken.has(index)) return true;
  return false;
}

/**
 * The scopes of a sentence (Sumner et al., 2014; Peters & Chin-Yee, 2025): phrases led by a
 * preposition whose noun is a population, species, setting, sample or period ("in aged mice",
 * "among adults over 65", "during the 2023 season", "in this sample"), the fixed ones ("in
 * vitro", found as phrases), and a laboratory animal named anywhere ("knockout mice showed…").
 * `taken` are the words other readings hold ("after adjustment for age" is not a period).
 */
export function sentenceScopes(words: SentenceWords, taken: ReadonlySet<number>): ScopeSpan[] {
  const scopes: ScopeSpan[] = [];
  let coveredTo = -1;
  for (let index = words.first; index < words.end; index++) {
    if (index <= coveredTo || taken.has(index)) continue;
    const token = tokenAt(words, index)!;
    let scope: ScopeSpan | undefined;
    if (scopePrepositions.has(token.lower)) scope = scopeAfter(words, index);
    else if (modelOrganisms.has(token.lower)) {
      // Its modifiers before it: "aged mice", "knockout mice".
      let first = index;
      while (
        first - 1 > coveredTo &&
        tokenAt(words, first - 1) &&
        spacesOnly(words, first - 1, first)
      ) {
        const before = tokenAt(words, first - 1)!;
        if (before.classes.size > 0 || isNumber(before)) break;
        first--;
      }
      scope = { first, last: narrowedEnd(words, index), head: index };
    }
    if (scope && !overlaps(scope, taken)) {
      scopes.push(scope);
      coveredTo = scope.last;
    }
  }
  return scopes;
}
