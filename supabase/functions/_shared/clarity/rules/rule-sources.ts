/**
 * Where each rule came from. Every entry of the rule data names one of these, so a rewrite can
 * always be traced to public guidance (facts and word lists carry over; the code is ours).
 * `associate` marks an entry we added ourselves, following the principle its family cites.
 */
export const ruleSources = {
  'fplg-simple-words': {
    title:
      'Federal Plain Language Guidelines (PLAIN, March 2011, rev. 1 May 2011): "Use simple words and phrases"',
    url: 'https://www.plainlanguage.gov/guidelines/',
  },
  'fplg-concise': {
    title:
      'Federal Plain Language Guidelines: "Omit excess words" / plainlanguage.gov "Be concise"',
    url: 'https://www.plainlanguage.gov/guidelines/concise/',
  },
  'fplg-modifiers': {
    title: 'Federal Plain Language Guidelines: "Omit excess words", excess modifiers',
    url: 'https://www.plainlanguage.gov/guidelines/concise/',
  },
  'fplg-doublets': {
    title: 'Federal Plain Language Guidelines: "Omit excess words", avoid doublets and triplets',
    url: 'https://www.plainlanguage.gov/guidelines/concise/',
  },
  'fplg-hidden-verbs': {
    title: 'Federal Plain Language Guidelines: "Avoid hidden verbs"',
    url: 'https://www.plainlanguage.gov/guidelines/',
  },
  'fplg-active-voice': {
    title: 'Federal Plain Language Guidelines: "Use active voice"',
    url: 'https://www.plainlanguage.gov/guidelines/',
  },
  'retext-simplify': {
    title: 'retext-simplify 8.0.0 (MIT), lib/patterns.js',
    url: 'https://github.com/retextjs/retext-simplify',
  },
  'too-wordy': {
    title: 'too-wordy 0.3.6 (MIT, used by write-good): its list of wordy phrases',
    url: 'https://github.com/btford/too-wordy',
  },
  hedges: {
    title: 'hedges 2.0.1 (MIT, used by retext-intensify): its list of hedge words',
    url: 'https://github.com/words/hedges',
  },
  fillers: {
    title: 'fillers 2.0.1 (MIT, used by retext-intensify): its list of filler words',
    url: 'https://github.com/words/fillers',
  },
  'cdc-everyday-words': {
    title:
      'CDC Office of the Associate Director for Communication, "Everyday Words for Public Health Communication" (May 2016)',
    url: 'https://www.cdc.gov/ccindex/everydaywords/',
  },
  associate: {
    title: "Associate's own entry, applying the principle its family cites",
    url: 'docs/offline-engine.md',
  },
} as const;

export type RuleSourceId = keyof typeof ruleSources;
