/**
 * Cues that a sentence carries a message's news, decision or finding, each with its weight.
 * The point is the sentence the message exists for (bottom line up front: Sehgal, HBR 2016;
 * the US Air Force's Tongue and Quill): its request, its news or decision, or its main result.
 * Patterns are read on the sentence in lower case.
 */
export interface Cue {
  pattern: RegExp;
  weight: number;
  /**
   * Words of which every match holds at least one: a sentence with none of them skips the
   * pattern. A pattern costs most at its first use in a new isolate (V8 compiles it then, and
   * again as it warms), which a sentence that cannot match it should not pay.
   */
  needs: readonly string[];
}

const cue = (pattern: RegExp, weight: number, needs: readonly string[]): Cue => ({
  pattern,
  weight,
  needs,
});

const days = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const months =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december)';

/** News and decisions: what a reader must know. */
export const newsCues: readonly Cue[] = [
  cue(
    /\b(?:pleased|happy|delighted|thrilled|excited|proud|glad) to (?:announce|share (?:that|the news|some news|news)|report|say|let you know|tell you|confirm)\b/u,
    4,
    ['pleased', 'happy', 'delighted', 'thrilled', 'excited', 'proud', 'glad'],
  ),
  cue(/^(?:good|great|exciting|big|some|bad|sad) news\b/u, 4, ['news']),
  cue(/^(?:short answer|bottom line|in short|tl;?dr|headline|the upshot)\s*[:,-]/u, 4, [
    'short',
    'bottom line',
    'tl',
    'headline',
    'upshot',
  ]),
  cue(/\b(?:i am|i'm|we are|we're) writing to (?:let you know|inform you|tell you)\b/u, 4, [
    'writing to',
  ]),
  cue(/^unfortunately\b/u, 3, ['unfortunately']),
  cue(/\b(?:will|would) not be able to\b|\bwon't be able to\b/u, 3, ['be able to']),
  cue(
    /\b(?:cannot|can't|can not|(?:am|are|is) unable to|will be unable to) (?:attend|review|take on|accept|join|come|make it|participate|supervise|help|host|present|contribute)\b/u,
    3,
    ['can', 'unable'],
  ),
  cue(
    /\b(?:i am|i'm|we are|we're) afraid\b|\b(?:sorry|regret) to (?:say|inform|tell|report|let you know)\b/u,
    3,
    ['afraid', 'sorry', 'regret'],
  ),
  cue(/\b(?:we|i) have decided\b|\bhas been (?:cancelled|canceled|postponed|called off)\b/u, 3, [
    'decided',
    'has been',
  ]),
  cue(
    /\b(?:has|have) been (?:accepted|funded|approved|awarded|granted|published|moved|rescheduled|selected|renewed|extended)\b/u,
    2,
    ['been'],
  ),
  cue(/\b(?:approved|awarded|joined|failed|launched|released|won)\b/u, 2, [
    'approved',
    'awarded',
    'joined',
    'failed',
    'launched',
    'released',
    'won',
  ]),
  cue(
    /\bthe new (?:time|date|day|room|venue|location|deadline|address|link|schedule|slot|place) (?:is|will be)\b/u,
    2,
    ['the new'],
  ),
  cue(
    /\b(?:will be|is|are) (?:down|closed|cancelled|canceled|postponed|moved|offline|unavailable|shut)\b/u,
    2,
    ['down', 'closed', 'cancel', 'postponed', 'moved', 'offline', 'unavailable', 'shut'],
  ),
  cue(/\bwill (?:give|present|host|hold|speak at|chair|lead|open|close)\b/u, 2, ['will ']),
  cue(
    new RegExp(
      `\\b(?:from|starting|as of|effective|beginning)(?: on| in)? (?:\\d|${days}|${months}|next|this|today|tomorrow)`,
      'u',
    ),
    2,
    ['from', 'starting', 'as of', 'effective', 'beginning'],
  ),
  cue(/\bwe(?: are|'re) (?:hiring|recruiting|looking for|seeking)\b/u, 2, [
    'hiring',
    'recruiting',
    'looking for',
    'seeking',
  ]),
  cue(/\bwe need (?:about |around |roughly |at least |up to )?\d+\b/u, 2, ['we need']),
];

/** Results: what the writer found. */
export const findingCues: readonly Cue[] = [
  cue(
    /\b(?:these|our|the|this) (?:results|findings|data|analysis|analyses) (?:suggest|show|indicate|demonstrate|imply|confirm)\b/u,
    3,
    ['results', 'findings', 'data', 'analys'],
  ),
  cue(/\b(?:we|i) (?:conclude|concluded)\b/u, 3, ['conclude']),
  cue(/\b(?:showed|shows|show|found|revealed|demonstrated|confirmed|suggests|suggest) that\b/u, 2, [
    'show',
    'found',
    'revealed',
    'demonstrated',
    'confirmed',
    'suggest',
  ]),
  cue(/\b(?:works|worked|replicated|failed to replicate)\b/u, 1, ['work', 'replicate']),
  cue(
    /\b(?:rose|fell|increased|decreased|declined|dropped|grew|gained|lost|halves|halved|doubled|tripled|reduced|improved|outperformed)\b/u,
    1,
    [
      'rose',
      'fell',
      'increased',
      'decreased',
      'declined',
      'dropped',
      'grew',
      'gained',
      'lost',
      'halve',
      'doubled',
      'tripled',
      'reduced',
      'improved',
      'outperformed',
    ],
  ),
  cue(/\b(?:more|less|fewer|higher|lower|faster|slower|larger|smaller|better|worse) than\b/u, 1, [
    'than',
  ]),
];

/** Sentences that set the scene: they are rarely the point. */
export const sceneCues: readonly Cue[] = [
  cue(/^(?:thank you|thanks|many thanks)\b/u, -2, ['thank']),
  cue(/^i hope\b/u, -4, ['i hope']),
  cue(/^my name is\b/u, -3, ['my name is']),
  cue(/^as you (?:may |might |probably )?know\b/u, -1, ['as you']),
];

/** Words of a greeting that address more than one reader: "Hi all", "Dear colleagues". */
export const groupAddressees = new Set(
  `all everyone everybody team colleagues folks friends members lab group committee staff
  students department faculty y'all you guys people`.split(/\s+/),
);

/** The total weight of the cues a sentence matches. */
export function weigh(cues: readonly Cue[], lower: string): number {
  let total = 0;
  for (const { pattern, weight, needs } of cues) {
    if (needs.some((word) => lower.includes(word)) && pattern.test(lower)) total += weight;
  }
  return total;
}
