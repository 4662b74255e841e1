import type { RuleSourceId } from './rule-sources.ts';

/**
 * SHORTER's data. Filler words the default rules keep (they may carry a little meaning, which a
 * writer asking for a shorter message gives up), each with the contexts where it is not a
 * filler, and openers that only announce or hedge what follows, dropped wherever a clause opens.
 */
export interface FillerEntry {
  word: string;
  /**
   * `after-subject`: only right after a pronoun or an auxiliary, or heading a clause before a
   * verb ("I just wanted", "we can just send", "Just send it"), where "just" means nothing;
   * `anywhere`: wherever a word follows it.
   */
  where: 'after-subject' | 'anywhere';
  /** Kept before these words ("simply put", "certainly not", "just as"). */
  keepBefore?: readonly string[];
  source: RuleSourceId;
}

export const fillerEntries: readonly FillerEntry[] = [
  { word: 'just', where: 'after-subject', source: 'fillers' },
  { word: 'actually', where: 'anywhere', source: 'fillers' },
  { word: 'simply', where: 'anywhere', keepBefore: ['put', 'because', 'by'], source: 'fillers' },
  { word: 'certainly', where: 'anywhere', keepBefore: ['not'], source: 'fillers' },
  { word: 'definitely', where: 'anywhere', keepBefore: ['not'], source: 'fillers' },
  { word: 'obviously', where: 'anywhere', keepBefore: ['not'], source: 'fillers' },
  { word: 'surely', where: 'anywhere', keepBefore: ['not'], source: 'fillers' },
  { word: 'truly', where: 'anywhere', source: 'fillers' },
  { word: 'indeed', where: 'anywhere', source: 'too-wordy' },
  { word: 'pretty', where: 'anywhere', source: 'fillers' },
];

/**
 * Openers dropped at the head of a clause (with their comma or "that"): each announces the
 * sentence, asks for attention or hedges it, and the sentence says the same without it.
 * Regular expression sources, words separated by single spaces; any spacing and case match.
 */
export const emptyOpeners: readonly { pattern: string; source: RuleSourceId }[] = [
  // Spoken discourse markers: a short message starts with what it says ("Well, the grant's due").
  {
    pattern:
      '(?:so|well|anyway|anyways|okay|ok|alright|all right|oh|look|now then|long story short|by the way|fyi|btw)[,:] ',
    source: 'associate',
  },
  {
    pattern:
      'as (?:you (?:may |might )?(?:know|be aware|are aware|will recall|will remember)|(?:i|we) (?:mentioned|said|wrote|noted)(?: (?:before|earlier|previously|above|last week))?|(?:mentioned|noted|discussed|stated) (?:above|before|earlier|previously)),',
    source: 'too-wordy',
  },
  {
    pattern:
      "(?:for what it's worth|for what it is worth|at the end of the day|to be honest|to tell (?:you )?the truth|in fact|of course|frankly|obviously|clearly|indeed|truth be told),",
    source: 'fillers',
  },
  { pattern: '(?:please )?note that,? ', source: 'fplg-concise' },
  {
    pattern:
      'just (?:to let you know|so you know|a (?:quick )?(?:reminder|heads-up|heads up|note)(?: that)?)[,:]? ',
    source: 'associate',
  },
  {
    pattern: '(?:a )?quick (?:reminder|note|heads-up|update)(?: that)?[,:]? ',
    source: 'associate',
  },
  {
    pattern:
      "(?:it (?:would )?(?:seems?|appears?) (?:that )?|i would say (?:that )?|i'd say (?:that )?|i personally (?:think|believe|feel) (?:that )?|(?:personally|to my mind|if you ask me|from my (?:perspective|point of view)), )",
    source: 'hedges',
  },
];
