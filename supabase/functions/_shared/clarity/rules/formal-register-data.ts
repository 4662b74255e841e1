import type { RuleSourceId } from './rule-sources.ts';

/**
 * FORMAL's data: what a reviewer, an editor or a funder reads as chatty. Contractions are
 * expanded from english/contractions.ts; exclamation marks become full stops; these openers go,
 * these greetings and sign-offs take their formal form, and these informal words their
 * standard one. Each keeps the facts and the meaning of the sentence it is in.
 */

/** Chatty openers dropped at the head of a sentence, with their comma or colon. */
export const chattyOpeners: readonly { pattern: string; source: RuleSourceId }[] = [
  {
    pattern:
      '(?:so|well|anyway|anyways|okay|ok|alright|all right|right|oh|hey|now then|long story short|guess what)[,:!] ',
    source: 'associate',
  },
  { pattern: '(?:fyi|btw|by the way|just so you know)[,:] ', source: 'associate' },
  {
    pattern: '(?:just )?a quick (?:note|one|update|question|heads-up|heads up)[,:!-] ',
    source: 'associate',
  },
  { pattern: 'quick (?:question|update|note)[,:!-] ', source: 'associate' },
];

/**
 * A greeting at the head of a line ("Hey Maria!" → "Dear Maria,"). "Dear" is read too, so an
 * earlier round's greeting still gets its comma.
 */
export const informalGreeting =
  /^([ \t]*)((?:[Hh]ey|[Hh]i|[Hh]iya|[Hh]ello|[Yy]o|Dear)(?:[ \t]+there)?)\b/gm;

/** Who a greeting can name besides a person: "Hi all," → "Dear all,", "Hey guys!" → "Dear all,". */
export const greetedGroups: Readonly<Record<string, string>> = {
  all: 'all',
  everyone: 'all',
  everybody: 'all',
  guys: 'all',
  folks: 'all',
  team: 'team',
  both: 'both',
};

/** Sign-offs on a line of their own, and their formal form. */
export const informalSignOffs: Readonly<Record<string, string>> = {
  cheers: 'Best regards',
  thx: 'Thank you',
  thanks: 'Thank you',
  'many thanks': 'Many thanks',
  ta: 'Thank you',
  best: 'Best regards',
  'talk soon': 'Best regards',
  'see you': 'Best regards',
};

/** Informal words and their standard form, wherever they stand (never inside a quote or code). */
export interface InformalWord {
  word: string;
  formal: string;
  /** Left alone before these words ("thanks to the new protocol" means "because of"). */
  keepBefore?: readonly string[];
  /** Left alone after these words ("many thanks" is already formal). */
  keepAfter?: readonly string[];
  source: RuleSourceId;
}

export const informalWords: readonly InformalWord[] = [
  { word: 'gonna', formal: 'going to', source: 'associate' },
  { word: 'wanna', formal: 'want to', source: 'associate' },
  { word: 'gotta', formal: 'have to', source: 'associate' },
  { word: 'kinda', formal: 'somewhat', source: 'associate' },
  { word: 'sorta', formal: 'somewhat', source: 'associate' },
  { word: 'yeah', formal: 'yes', source: 'associate' },
  { word: 'yep', formal: 'yes', source: 'associate' },
  { word: 'thanks a lot', formal: 'thank you very much', source: 'associate' },
  { word: 'thanks so much', formal: 'thank you very much', source: 'associate' },
  {
    word: 'thanks',
    formal: 'thank you',
    keepBefore: ['to'],
    keepAfter: ['many', 'with', 'our', 'my', 'and', 'special', 'sincere', 'the'],
    source: 'associate',
  },
  { word: 'thx', formal: 'thank you', source: 'associate' },
  { word: 'pls', formal: 'please', source: 'associate' },
  { word: 'plz', formal: 'please', source: 'associate' },
  { word: 'asap', formal: 'as soon as possible', source: 'associate' },
  { word: 'fyi', formal: 'for your information', source: 'associate' },
  { word: 'btw', formal: 'by the way', source: 'associate' },
  { word: 'awesome', formal: 'excellent', source: 'associate' },
  { word: 'you guys', formal: 'you', source: 'associate' },
  { word: 'a bunch of', formal: 'several', source: 'associate' },
];

/**
 * Informal words with no one formal form (it depends on what they mean there): a note names
 * them instead. "a lot of" is "many" or "much" by what follows; "stuff" and "things" need the
 * thing named.
 */
export const informalWithoutSwap = [
  'a lot of',
  'lots of',
  'tons of',
  'loads of',
  'stuff',
  'okay',
  'ok',
  'cool',
  'super',
  'totally',
  'kind of',
  'sort of',
] as const;
