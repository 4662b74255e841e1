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
  'fplg-short-sentences': {
    title:
      'Federal Plain Language Guidelines: "Write short sentences" (express only one idea in each sentence)',
    url: 'https://www.plainlanguage.gov/guidelines/concise/',
  },
  'au-sentence-length': {
    title:
      'Australian Government Style Manual, "Sentence length": an average of 15 words and no more than 25; break longer sentences in two; a sentence may start with "And", "Or" or "But"',
    url: 'https://stylemanual.gov.au/about-style-manual/government-writing-handbook/editors-tips/sentence-length',
  },
  'apa-first-person': {
    title:
      'APA Publication Manual, 7th ed., section 4.16: use the first person for your own work ("We hypothesized that", not "It was hypothesized that")',
    url: 'https://apastyle.apa.org/style-grammar-guidelines/grammar/first-person-pronouns',
  },
  'apa-latin': {
    title:
      'APA Publication Manual, 7th ed., section 6.29: Latin abbreviations ("e.g.", "i.e.") only in parenthetical material; in running text, "for example", "that is"',
    url: 'https://apastyle.apa.org/style-grammar-guidelines/abbreviations',
  },
  'williams-concision': {
    title:
      'Joseph M. Williams, Style: Lessons in Clarity and Grace, "Concision": meaningless words, redundant pairs and categories, what is implied, metadiscourse',
    url: 'https://www.pearson.com/en-us/subject-catalog/p/style-lessons-in-clarity-and-grace/P200000003308',
  },
  'readability-jargon': {
    title:
      'Readability Guidelines, "Plain English": jargon and buzzwords such as "touch base" are unlikely to be clear; say what the term means',
    url: 'https://readabilityguidelines.co.uk/clear-language/plain-english/',
  },
  'pec-a-z': {
    title: 'Plain English Campaign, "The A to Z of alternative words"',
    url: 'https://www.plainenglish.co.uk/the-a-z-of-alternative-words.html',
  },
  'nala-words': {
    title:
      'NALA (National Adult Literacy Agency, Ireland), "20 words to avoid if you want to write in plain English"',
    url: 'https://plainenglish.ie/20-words-to-avoid-if-you-want-to-write-in-plain-english/',
  },
  'strunk-white': {
    title:
      'Strunk & White, The Elements of Style, "Omit needless words" ("the fact that", "in a hasty manner" → "hastily", "the question as to whether" → "whether")',
    url: 'https://www.gutenberg.org/ebooks/37134',
  },
  'apa-redundancy': {
    title:
      'APA Publication Manual, 7th ed., section 4.5 "Avoid redundancy" ("four different groups", "small in size", "period of time", "one and the same", "completely unanimous")',
    url: 'https://apastyle.apa.org/style-grammar-guidelines/grammar',
  },
  'owl-conciseness': {
    title:
      'Purdue OWL, "Conciseness": eliminate expletive constructions ("There are many studies that show" → "Many studies show") and words that explain the obvious',
    url: 'https://owl.purdue.edu/owl/general_writing/academic_writing/conciseness/index.html',
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
  'retext-repeated-words': {
    title: 'retext-repeated-words 5.0.0 (MIT): a word written twice in a row',
    url: 'https://github.com/retextjs/retext-repeated-words',
  },
  'retext-indefinite-article': {
    title: 'retext-indefinite-article 5.0.0 (MIT): "a" or "an" by the sound that follows',
    url: 'https://github.com/retextjs/retext-indefinite-article',
  },
  'busy-readers': {
    title:
      'Todd Rogers & Jessica Lasky-Fink, Writing for Busy Readers (2023): field experiments; fewer words, fewer requests, the key information first, make responding easy',
    url: 'https://www.writingforbusyreaders.com/',
  },
  associate: {
    title: "Associate's own entry, applying the principle its family cites",
    url: 'docs/offline-engine.md',
  },
} as const;

export type RuleSourceId = keyof typeof ruleSources;

/** The sources a family's entries cite, each once, in the order of `ruleSources`. */
export function sourcesOf(
  ...lists: readonly (readonly { source: RuleSourceId }[])[]
): RuleSourceId[] {
  const cited = new Set(lists.flatMap((list) => list.map((entry) => entry.source)));
  return (Object.keys(ruleSources) as RuleSourceId[]).filter((id) => cited.has(id));
}
