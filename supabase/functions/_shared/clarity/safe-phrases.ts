/**
 * The retext-simplify suggestions we apply without asking: each keeps grammar and meaning in
 * every context we could think of. Others (e.g. "address" → "discuss", which breaks the noun,
 * or "for the purpose of" → "to", which breaks "for the purpose of testing") stay findings.
 */
export const safeReplacements: Readonly<Record<string, string>> = {
  'adjacent to': 'next to',
  'already existing': 'existing',
  'as a means of': 'to',
  'as of yet': 'yet',
  'as yet': 'yet',
  'at the present time': 'at present',
  'at this time': 'now',
  'because of the fact that': 'because',
  cease: 'stop',
  'comply with': 'follow',
  'each and every': 'each',
  elucidate: 'explain',
  ensure: 'make sure',
  'first and foremost': 'first',
  'for a period of': 'for',
  frequently: 'often',
  'has a requirement for': 'needs',
  'honest truth': 'truth',
  'in all likelihood': 'probably',
  'in an effort to': 'to',
  'in between': 'between',
  'in excess of': 'more than',
  'in light of the fact that': 'because',
  'in many cases': 'often',
  'in order for': 'for',
  'in order to': 'to',
  'in some instances': 'sometimes',
  inasmuch: 'since',
  'inasmuch as': 'since',
  'is applicable to': 'applies to',
  methodology: 'method',
  modify: 'change',
  'not certain': 'uncertain',
  'not many': 'few',
  'not often': 'rarely',
  numerous: 'many',
  'one particular': 'one',
  'prior to': 'before',
  'provided that': 'if',
  'readily apparent': 'clear',
  'refer back': 'refer',
  relocate: 'move',
  remainder: 'rest',
  'set forth in': 'in',
  'similar to': 'like',
  strategise: 'plan',
  strategize: 'plan',
  sufficient: 'enough',
  transmit: 'send',
  transpire: 'happen',
  'until such time as': 'until',
  utilisation: 'use',
  utilise: 'use',
  utilization: 'use',
  utilize: 'use',
  'whether or not': 'whether',
  'with reference to': 'about',
  'with the exception of': 'except for',
};

/** Fillers dropped outright: removing them never changes what a sentence claims. */
export const droppableFillers: ReadonlySet<string> = new Set([
  'actually',
  'basically',
  'literally',
  'really',
  'totally',
  'very',
]);

/** Sentence-opening hedges dropped with their optional "that"; the next word is capitalised. */
export const openingHedges: readonly RegExp[] = [
  /^(?:I|We) (?:think|believe|feel|guess|suppose)(?: that)?,? /i,
  /^In my (?:humble )?opinion,? /i,
  /^(?:Honestly|Basically|Essentially|Actually),? /i,
];

/**
 * retext-simplify suggestions that mislead in research writing, so they are never shown: the
 * noun "effect" is not the verb ("choose"), one "submits" a manuscript, an e-mail "address" is
 * not a talk, and "a type of error" or "the function of a protein" need those words.
 */
export const unhelpfulSuggestions: ReadonlySet<string> = new Set([
  'address',
  'effect',
  'function',
  'submit',
  'type',
]);
