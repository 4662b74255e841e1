import type { RuleSourceId } from './rule-sources.ts';

/**
 * Politeness padding around a request, replaced by "please" ("We would like to kindly ask you
 * to send" → "Please send"), and openers that announce a sentence instead of saying it ("It is
 * important to note that …"), dropped. Each pattern is written from the start of a sentence
 * (or of the clause after a greeting: "Hi Maria, we would like to ask you to …"), in words
 * separated by single spaces; the applier lets any spacing and case match.
 */
export interface PaddingEntry {
  id: string;
  /** A regular expression source, matched at a clause start, case-insensitively. */
  pattern: string;
  /**
   * "please" for a request opener; "" for an empty opener; "writing" for an e-mail's opening
   * cliché, which says what the message is about ("I just wanted to reach out regarding" → "I am
   * writing about"), from the pattern's groups `subject` and `tail`.
   */
  replacement: 'please' | '' | 'writing';
  /** The request was a question in form ("I was wondering if you could …?"): end it with ".". */
  endsQuestion?: true;
  source: RuleSourceId;
}

const softeners = '(?:(?:kindly|politely|respectfully|just) )?';
const requestVerbs = '(?:ask|request|invite|encourage|urge|remind)';
const couldYou = 'you (?:could|would|can|will|might) ';

const paddingEntries: readonly PaddingEntry[] = [
  {
    id: 'would like to ask you to',
    pattern: `(?:i|we) would (?<also>also )?(?:like|love|wish|want) to ${softeners}${requestVerbs} (?:you )?(?:to |if ${couldYou}|whether ${couldYou}|that you )`,
    replacement: 'please',
    source: 'associate',
  },
  {
    id: 'we ask that you',
    pattern: `(?:i|we) (?:would )?(?<also>also )?${softeners}(?:ask|request) (?:that )?you (?:to )?`,
    replacement: 'please',
    source: 'associate',
  },
  {
    id: 'you are requested to',
    pattern:
      '(?:you|all addressees|addressees) (?:are|is) (?:kindly |hereby )?(?:requested|asked|invited|encouraged|reminded) to ',
    replacement: 'please',
    source: 'fplg-simple-words',
  },
  {
    id: 'it is requested that you',
    pattern: 'it is (?:kindly |hereby )?requested that you ',
    replacement: 'please',
    source: 'fplg-simple-words',
  },
  {
    id: 'please kindly',
    pattern: '(?:please (?:do )?kindly|kindly|please be so kind as to|please be kind enough to) ',
    replacement: 'please',
    source: 'associate',
  },
  {
    id: 'we would like to point out that',
    pattern:
      '(?:i|we) (?:would )?(?:also )?(?:like|wish|want) to (?:kindly |respectfully |briefly )?(?:point out|note|mention|clarify|emphasi[sz]e|stress|remind you|inform you|let you know),? that,? ',
    replacement: '',
    source: 'associate',
  },
  {
    id: 'it is important to note that',
    pattern:
      'it (?:is|was) (?:important|worth|interesting|notable|noteworthy|necessary) to (?:note|mention|point out|emphasi[sz]e|stress|remember) that,? ',
    replacement: '',
    source: 'associate',
  },
  {
    id: 'it should be noted that',
    pattern:
      'it (?:should|must) be (?:noted|mentioned|pointed out|emphasi[sz]ed|stressed|remembered) that,? ',
    replacement: '',
    source: 'associate',
  },
  {
    id: 'it can be seen that',
    pattern: 'it (?:can|could|may) (?:be seen|be observed) that,? ',
    replacement: '',
    source: 'williams-concision',
  },
  {
    id: 'it is worth noting that',
    pattern: 'it is worth (?:noting|mentioning|pointing out|remembering) that,? ',
    replacement: '',
    source: 'associate',
  },
  {
    id: 'please be advised that',
    pattern: '(?:please )?be advised that,? ',
    replacement: '',
    source: 'retext-simplify',
  },
  {
    id: 'needless to say',
    pattern: '(?:needless to say,|it goes without saying that,?) ',
    replacement: '',
    source: 'associate',
  },
  {
    id: 'as a matter of fact',
    pattern:
      '(?:as a matter of fact|for all intents and purposes|all things considered|in the final analysis|put simply),? ',
    replacement: '',
    source: 'too-wordy',
  },
  {
    id: 'what i mean to say is',
    pattern:
      "(?:what i mean to say is|the point i am trying to make is|the point i'm trying to make is),? (?:that,? )?",
    replacement: '',
    source: 'too-wordy',
  },
  {
    id: 'i am writing to let you know that',
    pattern:
      "(?:i am|i'm|we are|we're) (?:just )?writing to (?:let you know|inform you|tell you),? that,? |(?:i|we) (?:just )?wanted to (?:let you know|inform you|tell you|say|mention),? that,? |this is to (?:let you know|inform you) that,? |just a (?:quick )?note to (?:let you know|say) that,? ",
    replacement: '',
    source: 'associate',
  },
];

const reachOut = '(?:reach out|touch base|check in)(?: (?:to|with) you)?';
const about = '(?<tail>regarding|about|concerning|with regard to|in regard to|re|on)';

/**
 * E-mail openers built of office jargon ("reach out", "touch base", "check in") around what the
 * message is about: "I am writing about" says it (`readability-jargon`; `fplg-concise`).
 */
const writingEntries: readonly PaddingEntry[] = [
  {
    id: 'just wanted to reach out regarding',
    pattern: `(?<subject>i|we) (?:just )?(?:wanted|want|would like) to ${reachOut}(?: and (?:touch base|check in|follow up)(?: with you)?)? ${about} `,
    replacement: 'writing',
    source: 'readability-jargon',
  },
  {
    id: 'am reaching out regarding',
    pattern: `(?<subject>i|we)(?: am| are|'m|'re) (?:just )?(?:reaching out|touching base|checking in)(?: (?:to|with) you)? ${about} `,
    replacement: 'writing',
    source: 'readability-jargon',
  },
  {
    id: 'just wanted to reach out to ask',
    pattern: `(?<subject>i|we) (?:just )?(?:wanted|want|would like) to ${reachOut} (?<tail>to|and) (?=ask|see|check|confirm|invite|share|introduce|follow up)`,
    replacement: 'writing',
    source: 'readability-jargon',
  },
  {
    id: 'am reaching out to ask',
    pattern: `(?<subject>i|we)(?: am| are|'m|'re) (?:just )?reaching out(?: to you)? (?<tail>to|because) `,
    replacement: 'writing',
    source: 'readability-jargon',
  },
];

/** Every padding pattern, tried in this order at each clause start. */
export const allPaddingEntries: readonly PaddingEntry[] = [...paddingEntries, ...writingEntries];

/** Hedges that stack on a request after "please": dropped ("please possibly consider"). */
export const requestHedges = ['possibly', 'perhaps', 'maybe', 'kindly', 'just', 'please'];
