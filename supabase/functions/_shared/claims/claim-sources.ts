/**
 * Where the claim reading's word lists come from: published research on hedging and on causal
 * language in science writing. The categories are theirs; the lists and the code are ours, and
 * every list was written and checked against our own labelled corpus
 * (bench/claims-corpus), never against a labelled public set of conclusions.
 * `associate` marks an entry we added, in the category its list cites.
 */
export const claimSources = {
  'hyland-1998': {
    title:
      'K. Hyland, Hedging in Scientific Research Articles (John Benjamins, 1998); "Writing without conviction? Hedging in science research articles", Applied Linguistics 17(4), 1996: modal verbs, lexical verbs, probability adjectives and adverbs, approximators, what is "thought" or "believed"',
    url: 'https://doi.org/10.1093/applin/17.4.433',
  },
  'salager-meyer-1994': {
    title:
      'F. Salager-Meyer, "Hedges and textual communicative function in medical English written discourse", English for Specific Purposes 13(2), 1994: shields, approximators, the author\'s doubt, compound hedges',
    url: 'https://doi.org/10.1016/0889-4906(94)90013-2',
  },
  'sumner-2014': {
    title:
      'P. Sumner et al., "The association between exaggeration in health related science news and academic press releases", BMJ 349:g7015, 2014: correlational, conditional ("may", "might", "could"), "can" and causal statements; inference from animals or cells to humans',
    url: 'https://doi.org/10.1136/bmj.g7015',
  },
  'peters-2025': {
    title:
      'U. Peters and B. Chin-Yee, "Generalization bias in large language model summarization of scientific research", Royal Society Open Science, 2025: quantifiers dropped, past results turned into generic present claims',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC12042776/',
  },
  associate: {
    title: 'Added by us, in the category its list cites',
    url: 'bench/claims-corpus/README.md',
  },
} as const;

export type ClaimSourceId = keyof typeof claimSources;
