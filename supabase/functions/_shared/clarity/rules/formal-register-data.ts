import { drop, swap, type WordTable } from './word-rules.ts';

/**
 * FORMAL's data: what a reviewer, an editor or a funder reads as chatty. Contractions are
 * expanded from english/contractions.ts; exclamation marks become full stops; these openers go,
 * these greetings and sign-offs take their formal form, and these informal words their
 * standard one. Each keeps the facts and the meaning of the sentence it is in.
 */

/** Chatty openers dropped at the head of a sentence, with their comma or colon. */
export const chattyOpeners: WordTable = {
  rule: 'chatty opener',
  reason: 'a chatty opener, out of place in formal writing',
  rules: [
    drop(
      'so|well|anyway|anyways|okay|ok|alright|all right|right|oh|hey|now then|long story short|guess what',
      'associate',
      { then: { marks: ',:!', space: true } },
    ),
    drop('fyi|btw|by the way|just so you know', 'associate', {
      then: { marks: ',:', space: true },
    }),
    drop('(just )?a quick (note|one|update|question|heads-up|heads up)', 'associate', {
      then: { marks: ',:!-', space: true },
    }),
    drop('quick (question|update|note)', 'associate', { then: { marks: ',:!-', space: true } }),
  ],
};

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
/** Informal words → their standard form; a capital is kept ("Gonna" → "Going to"). */
export const informalWords: WordTable = {
  reason: 'the standard word reads as formal',
  case: 'capital',
  rules: [
    swap('gonna', 'going to', 'associate'),
    swap('wanna', 'want to', 'associate'),
    swap('gotta', 'have to', 'associate'),
    swap('kinda', 'somewhat', 'associate'),
    swap('sorta', 'somewhat', 'associate'),
    swap('yeah', 'yes', 'associate'),
    swap('yep', 'yes', 'associate'),
    swap('thanks a lot', 'thank you very much', 'associate'),
    swap('thanks so much', 'thank you very much', 'associate'),
    // "thanks to the new protocol" means "because of"; "many thanks" is already formal.
    swap('thanks', 'thank you', 'associate', {
      notBefore: ['to'],
      notAfter: ['many', 'with', 'our', 'my', 'and', 'special', 'sincere', 'the'],
    }),
    swap('thx', 'thank you', 'associate'),
    swap('pls', 'please', 'associate'),
    swap('plz', 'please', 'associate'),
    swap('asap', 'as soon as possible', 'associate'),
    swap('fyi', 'for your information', 'associate'),
    swap('btw', 'by the way', 'associate'),
    swap('awesome', 'excellent', 'associate'),
    swap('you guys', 'you', 'associate'),
    swap('a bunch of', 'several', 'associate'),
  ],
};

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
