/**
 * Stock openers and closers of e-mails: words a reader skims past on the way to the point.
 * Each is written from the start of a sentence (or of a clause after a greeting), lower case,
 * words separated by single spaces; the reader lets any spacing and case match.
 *
 * Sources: the Federal Plain Language Guidelines' "Omit excess words" (plainlanguage.gov) and
 * the advice the impact evidence cites: Rogers & Lasky-Fink, Writing for Busy Readers (fewer
 * words, the key information first); Imperial College's guidance on writing to a prospective
 * PhD supervisor (who you are in a few sentences, nothing the reader must scroll past).
 */

/** How a stock sentence or clause reads: before the point, or after it. */
export type StockKind = 'opener' | 'closer';

export interface StockPhrase {
  id: string;
  kind: StockKind;
  /** A regular expression source, matched at a sentence or clause start, case-insensitively. */
  pattern: string;
  /**
   * Words of which every match holds at least one, in lower case: a sentence with none of them
   * is not read for the phrase, so its pattern is never compiled for a draft without them.
   */
  needs: readonly string[];
}

const email = '(?:e-?mail|message|note|letter)';
const going = '(?:well|great|fine|good)';

export const stockPhrases: readonly StockPhrase[] = [
  {
    id: 'hope this email finds you well',
    kind: 'opener',
    pattern: `i hope (?:this|my|the) ${email} finds you (?:well|in good health|in good spirits)`,
    needs: ['finds'],
  },
  {
    id: 'hope you are well',
    kind: 'opener',
    pattern: `i hope (?:that )?(?:you are|you're|you have been|all is) (?:doing )?${going}`,
    needs: ['hope'],
  },
  {
    id: 'hope you had a good weekend',
    kind: 'opener',
    pattern:
      'i hope (?:you (?:had|have had|are having|have) a|your) (?:good|great|nice|lovely|restful|relaxing|productive)? ?(?:weekend|week|break|holiday|holidays|summer|day|trip|semester|term)(?: is going (?:well|great))?',
    needs: ['hope'],
  },
  {
    id: 'hope your week is going well',
    kind: 'opener',
    pattern:
      'i hope (?:your|the) (?:week|day|semester|term|month) (?:is going|has been|has started) (?:well|great|smoothly)',
    needs: ['hope'],
  },
  {
    id: 'sorry to bother you',
    kind: 'opener',
    pattern:
      "(?:(?:i am|i'm|we are|we're) )?(?:so |very |really )?sorry to (?:bother|disturb|trouble) you(?: again)?",
    needs: ['sorry'],
  },
  {
    id: 'sorry for reaching out',
    kind: 'opener',
    pattern: `(?:(?:i am|i'm) )?(?:so |very )?sorry (?:for|about) (?:reaching out|writing|contacting you|emailing you|this ${email})`,
    needs: ['sorry'],
  },
  {
    id: 'apologies for the unsolicited email',
    kind: 'opener',
    pattern: `(?:i apologi[sz]e|apologies|my apologies|(?:please )?forgive me) (?:for|about) (?:the|this|my) (?:unsolicited|unexpected|cold|out-of-the-blue) ${email}`,
    needs: ['apologi', 'forgive'],
  },
  {
    id: 'i know you are busy',
    kind: 'opener',
    pattern:
      "(?:i|we) (?:know|realise|realize|understand) (?:that )?(?:you are|you're|how) (?:very |extremely |really |so )?busy",
    needs: ['busy'],
  },
  {
    id: 'just following up',
    kind: 'opener',
    pattern:
      "(?:(?:i am|i'm|we are|we're) )?(?:just )?(?:following up|checking in|circling back)(?: on| about| regarding|,|$)",
    needs: ['following', 'checking', 'circling'],
  },
  {
    id: 'wanted to follow up on my email',
    kind: 'opener',
    pattern: `(?:i|we) (?:just )?(?:wanted|want|would like) to (?:follow up|check in|circle back) on (?:my|our) (?:previous |last |earlier )?${email}`,
    needs: ['follow', 'check', 'circle'],
  },
  {
    id: 'just a reminder',
    kind: 'opener',
    pattern:
      '(?:this is )?just a (?:friendly |quick |gentle |brief )?reminder(?: about| that| of| regarding|$)',
    needs: ['reminder'],
  },
  {
    id: 'let me know if you have any questions',
    kind: 'closer',
    pattern:
      '(?:please )?(?:let me know|let us know|do let me know|feel free to (?:ask|reach out|contact me|get in touch)) if you (?:have|had) any (?:questions|concerns|queries)',
    needs: ['questions', 'concerns', 'queries'],
  },
  {
    id: 'let me know if you need anything else',
    kind: 'closer',
    pattern:
      '(?:please )?(?:let me know|let us know) if (?:you need|there is) anything (?:else|more)(?: from me| from us)?',
    needs: ['anything'],
  },
  {
    id: 'do not hesitate to contact me',
    kind: 'closer',
    pattern:
      "(?:please )?(?:do not|don't) hesitate to (?:contact|reach out to|get in touch with|email|write to) (?:me|us)",
    needs: ['hesitate'],
  },
  {
    id: 'feel free to reach out',
    kind: 'closer',
    pattern: '(?:please )?feel free to (?:reach out|contact me|get in touch|email me)',
    needs: ['feel'],
  },
  {
    id: 'looking forward to hearing from you',
    kind: 'closer',
    pattern:
      "(?:i am |i'm |we are |we're |i look |we look )?looking forward to (?:hearing from you|your reply|your response)",
    needs: ['looking'],
  },
  {
    id: 'thank you for your time and consideration',
    kind: 'closer',
    pattern:
      'thank you (?:(?:very|so) much )?(?:in advance )?for your (?:time|consideration|attention|help)(?: and (?:consideration|attention|help))?',
    needs: ['thank'],
  },
  {
    id: 'thanks in advance',
    kind: 'closer',
    pattern: '(?:thanks|thank you) (?:so much |very much )?in advance',
    needs: ['advance'],
  },
];

/**
 * Clauses that bury the point inside a sentence: "in case it got buried in your inbox", "when you
 * get a chance", "if you have time". They ask nothing and say nothing; the default style drops
 * the first, SHORTER all of them.
 */
export const buryingClauses: readonly string[] = [
  'in case (?:it|my (?:e-?mail|message)) (?:got|was|has been) (?:buried|lost) in your inbox',
  'when(?:ever)? you (?:get|have) a (?:chance|moment|minute)',
  'if you (?:have|get|find) (?:the )?(?:time|a moment|a minute|a chance)',
];
